import type { ReactNode } from 'react';
import '#styles/page-layout.css';

/** Props of a page's frame: its title (the h1 that labels the page), an intro under it or actions beside it. */
export interface PageFrameProps {
  /** The h1's id, which labels the page's section. */
  readonly titleId: string;
  readonly title: string;
  /** A line under the title: the heading then stacks title over intro. */
  readonly intro?: ReactNode;
  /** Buttons beside the title (they wrap under it on a phone). */
  readonly actions?: ReactNode;
  /** The feature's class beside `page`, the scope of its own CSS. */
  readonly className?: string;
  readonly children: ReactNode;
}

/** An account-area page (src/styles/page-layout.css): one centred column, its heading, then its sections. */
export function PageFrame(props: PageFrameProps) {
  return (
    <section className={props.className ? `page ${props.className}` : 'page'} aria-labelledby={props.titleId}>
      <header className="page-head" data-stacked={props.intro === undefined ? undefined : true}>
        <h1 id={props.titleId}>{props.title}</h1>
        {props.intro === undefined ? null : <p className="page-note">{props.intro}</p>}
        {props.actions ? <div className="page-actions">{props.actions}</div> : null}
      </header>
      {props.children}
    </section>
  );
}
