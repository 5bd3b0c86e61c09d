import { lazy, Suspense } from "react";
import { TOAST_MS } from "@fincareer/domain/constants";
import { loadToasts, useToastsWanted } from "../lib/toast.ts";

const ToastContainer = lazy(() => loadToasts().then(({ ToastContainer }) => ({ default: ToastContainer })));

/** The toasts' container, in the page from the first toast on (lib/toast.ts). */
export function Toasts() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_MS} newestOnTop closeOnClick />
    </Suspense>
  );
}
