// The option boxes of a question (the content and game-bank forms, the game-bank CSV import's option columns): empty
// boxes are dropped and the right answer, picked by its box, becomes its index among the kept options. On a form,
// messages about a kept option are shown under its box.

/** The kept options, the answer's index among them (out of range when its box is empty) and each kept one's box. */
export function filledOptions(boxes: readonly string[], answerBox: number) {
  const kept = boxes.flatMap((text, box) => (text.trim() === "" ? [] : [{ text, box }]));
  const answer = kept.findIndex((k) => k.box === answerBox);
  return {
    options: kept.map((k) => k.text),
    answer: answer === -1 ? kept.length : answer,
    boxes: kept.map((k) => k.box),
  };
}

/** A request path's field on the form: `options.<kept index>` becomes `options.<box>`. */
export function optionBoxPath(path: string, boxes: readonly string[]): string {
  const match = /^options\.(\d+)$/.exec(path);
  if (!match) return path;
  const box = filledOptions(boxes, -1).boxes[Number(match[1])];
  return box === undefined ? path : `options.${box}`;
}
