import { Button } from './Button.tsx';
import '#styles/page-layout.css';

/** Props of a page's connect prompt: what the page needs, and its button (the caller opens the login panel). */
export interface ConnectPromptProps {
  readonly title: string;
  readonly description: string;
  readonly buttonLabel: string;
  readonly onConnect: () => void;
  readonly isConnecting?: boolean;
}

/** The body of an account page without a connected account: what it shows once one is, and the way to connect. */
export function ConnectPrompt(props: ConnectPromptProps) {
  return (
    <div className="page-connect">
      <h2>{props.title}</h2>
      <p>{props.description}</p>
      <Button variant="primary" size="lg" onPress={props.onConnect} isPending={props.isConnecting}>
        {props.buttonLabel}
      </Button>
    </div>
  );
}
