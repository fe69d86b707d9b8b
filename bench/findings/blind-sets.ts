// The blind findings sets by letter, for what reads them all (bench/findings.ts, the line model's
// training in bench/findings/train-line-model.ts).
import type { Walkthrough } from "./set";
import { MEANING_WALKTHROUGHS } from "./set-meaning";
import { MEANING2_WALKTHROUGHS } from "./set-meaning-2";
import { MEANING3_WALKTHROUGHS } from "./set-meaning-3";
import { MEANING4_WALKTHROUGHS } from "./set-meaning-4";
import { MEANING5_WALKTHROUGHS } from "./set-meaning-5";
import { MEANING6_WALKTHROUGHS } from "./set-meaning-6";
import { MEANING7_WALKTHROUGHS } from "./set-meaning-7";
import { MEANING8_WALKTHROUGHS } from "./set-meaning-8";
import { MEANING9_WALKTHROUGHS } from "./set-meaning-9";
import { MEANING10_WALKTHROUGHS } from "./set-meaning-10";
import { MEANING11_WALKTHROUGHS } from "./set-meaning-11";
import { MEANING12_WALKTHROUGHS } from "./set-meaning-12";
import { MEANING13_WALKTHROUGHS } from "./set-meaning-13";
import { MEANING14_WALKTHROUGHS } from "./set-meaning-14";
import { MEANING15_WALKTHROUGHS } from "./set-meaning-15";

export const BLIND_SETS: readonly (readonly [string, Walkthrough[]])[] = [
  ["m", MEANING_WALKTHROUGHS],
  ["b", MEANING2_WALKTHROUGHS],
  ["c", MEANING3_WALKTHROUGHS],
  ["d", MEANING4_WALKTHROUGHS],
  ["e", MEANING5_WALKTHROUGHS],
  ["f", MEANING6_WALKTHROUGHS],
  ["g", MEANING7_WALKTHROUGHS],
  ["h", MEANING8_WALKTHROUGHS],
  ["i", MEANING9_WALKTHROUGHS],
  ["j", MEANING10_WALKTHROUGHS],
  ["k", MEANING11_WALKTHROUGHS],
  ["l", MEANING12_WALKTHROUGHS],
  ["n", MEANING13_WALKTHROUGHS],
  ["o", MEANING14_WALKTHROUGHS],
  ["p", MEANING15_WALKTHROUGHS],
];
