import type { ReactNode } from "react";
import { Brand } from "../../../components/brand.tsx";
import { CheckIcon } from "../../../components/icons.tsx";
import classes from "./auth-layout.module.css";

const HIGHLIGHTS = [
  "Video lessons and quizzes for your program",
  "Weekly research, rated by peers and instructors",
  "A practice portfolio on live-moving market prices",
  "Live sessions and an AI mock interview",
];

/** The frame of the public account pages: a brand panel beside (or, on phones, above) the form card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.root}>
      <aside className={classes.aside}>
        <Brand tone="light" />
        <p className={classes.tagline}>Career programs in finance and analytics.</p>
        <ul className={classes.highlights}>
          {HIGHLIGHTS.map((text) => (
            <li key={text}>
              <CheckIcon size={18} className={classes.check} />
              {text}
            </li>
          ))}
        </ul>
      </aside>
      <main className={classes.main}>
        <div className={classes.mobileBrand}>
          <Brand />
        </div>
        <div className={classes.card}>
          <h1 className={classes.title}>{title}</h1>
          {subtitle !== undefined && <p className={classes.subtitle}>{subtitle}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}
