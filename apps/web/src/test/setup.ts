// jsdom lacks a few browser APIs Mantine uses; tests also need React Testing Library's cleanup, which only
// registers itself automatically when test globals are enabled.
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { forgetToken } from "../lib/token.ts";

// Lazy screens are transformed on first import, which can take over a second on a cold, busy machine.
configure({ asyncUtilTimeout: 4000 });

if (typeof window !== "undefined") {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  const elementProto: { scrollIntoView?: () => void } = window.HTMLElement.prototype;
  elementProto.scrollIntoView ??= () => {};
}

// The token is read once and kept (lib/token.ts); tests write the cookie and localStorage themselves.
beforeEach(forgetToken);

afterEach(() => {
  cleanup();
  forgetToken();
  document.cookie.split(";").forEach((c) => {
    const name = c.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
});
