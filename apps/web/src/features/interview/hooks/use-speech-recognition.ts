// Voice answers through the browser's Web Speech API, where it exists (Chrome, Edge, Safari). Only the text
// transcript is kept; no audio is recorded or sent. The time spent speaking lets the server judge pacing.
import { useCallback, useEffect, useRef, useState } from "react";

interface RecognitionResult {
  isFinal: boolean;
  0: { transcript: string };
}
interface RecognitionEvent {
  resultIndex: number;
  results: { length: number; [index: number]: RecognitionResult };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** State and controls of speech-to-text; `onText` receives each finished phrase. */
export function useSpeechRecognition(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [spokenMs, setSpokenMs] = useState(0);
  const recognition = useRef<Recognition | null>(null);
  const startedAt = useRef<number | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  const supported = recognitionClass() !== null;

  const finishTiming = useCallback(() => {
    if (startedAt.current !== null) {
      const elapsed = Date.now() - startedAt.current;
      setSpokenMs((ms) => ms + elapsed);
      startedAt.current = null;
    }
  }, []);

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Ctor = recognitionClass();
    if (!Ctor) return;
    const rec = new Ctor();
    rec.lang = "en-IN";
    rec.continuous = true;
    rec.interimResults = true;
    rec.onresult = (event) => {
      let pending = "";
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) onTextRef.current(result[0].transcript.trim());
        else pending += result[0].transcript;
      }
      setInterim(pending);
    };
    rec.onerror = (event) => {
      setError(
        event.error === "not-allowed"
          ? "Microphone access was blocked. Allow it in the browser, or type your answer."
          : "Voice input stopped. You can type, or try the microphone again.",
      );
    };
    rec.onend = () => {
      setListening(false);
      setInterim("");
      finishTiming();
    };
    recognition.current = rec;
    setError(null);
    startedAt.current = Date.now();
    rec.start();
    setListening(true);
  }, [finishTiming]);

  const reset = useCallback(() => {
    setSpokenMs(0);
    setInterim("");
  }, []);

  useEffect(() => () => recognition.current?.stop(), []);

  return { supported, listening, interim, error, spokenSeconds: spokenMs / 1000, start, stop, reset };
}
