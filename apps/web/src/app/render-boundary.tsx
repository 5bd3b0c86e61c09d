import { Component } from "react";
import type { ErrorInfo, ReactNode } from "react";
import classes from "./screens/status-page.module.css";

interface Props {
  /** The boundary clears its error when any of these change (the user's program, the path). */
  resetKeys: readonly unknown[];
  children: ReactNode;
}

interface State {
  error: Error | null;
}

function changed(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]));
}

/** Catches a screen that throws while rendering and shows a fallback; resets when resetKeys change. */
export class RenderBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("screen failed to render", error, info.componentStack);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error !== null && changed(prev.resetKeys, this.props.resetKeys)) {
      this.setState({ error: null });
    }
  }

  private readonly handleReset = () => this.setState({ error: null });

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return <RenderFailure onRetry={this.handleReset} />;
  }
}

/** The fallback of a render failure. */
export function RenderFailure({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className={classes.root} role="alert" aria-labelledby="render-failure-title">
      <h1 id="render-failure-title" className={classes.title}>
        Something went wrong on this screen
      </h1>
      <p className={classes.text}>
        The rest of the app still works. Try again, or pick another page from the menu.
      </p>
      {onRetry !== undefined && (
        <button type="button" className={classes.button} onClick={onRetry}>
          Try again
        </button>
      )}
    </section>
  );
}
