import type { TokenizerCallbacks } from "htmlparser2";

const noop = (): void => {};

/** Callbacks that do nothing: a tokenizer's own cost, the engine bench's yardstick. */
export const NOOP_TOKENIZER_CALLBACKS: TokenizerCallbacks = {
  onattribdata: noop,
  onattribentity: noop,
  onattribend: noop,
  onattribname: noop,
  oncdata: noop,
  onclosetag: noop,
  oncomment: noop,
  ondeclaration: noop,
  onend: noop,
  onopentagend: noop,
  onopentagname: noop,
  onprocessinginstruction: noop,
  onselfclosingtag: noop,
  ontext: noop,
  ontextentity: noop,
};
