import type { ReactNode } from 'react';
import { ConnectPrompt } from '#islands/ui/ConnectPrompt.tsx';
import { PageFrame } from '#islands/ui/PageFrame.tsx';
import { PortfolioNav, type PortfolioPageHref } from '#islands/shared/PortfolioNav.tsx';
import { t } from '#lib/i18n/activity.ts';
import './activity.css';

/** The frame of an activity page: its heading with the page's actions, the portfolio pages' links, then the body. */
export function ActivityPageView(props: {
  readonly title: string;
  /** Which portfolio page this is (the links mark it). */
  readonly current: PortfolioPageHref;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}) {
  const id = `activity-title-${props.title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <PageFrame titleId={id} title={props.title} actions={props.actions}>
      <PortfolioNav current={props.current} />
      {props.children}
    </PageFrame>
  );
}

/** A page without a signed-in account: what it would show and the way to connect (the login panel). */
export function ConnectPromptView(props: {
  readonly title: string;
  readonly current: PortfolioPageHref;
  readonly onConnect: () => void;
  readonly isConnecting?: boolean;
}) {
  return (
    <ActivityPageView title={props.title} current={props.current}>
      <ConnectPrompt
        title={t('activity.connect.title', { page: props.title.toLowerCase() })}
        description={t('activity.connect.description')}
        buttonLabel={t('activity.connect.button')}
        onConnect={props.onConnect}
        isConnecting={props.isConnecting}
      />
    </ActivityPageView>
  );
}
