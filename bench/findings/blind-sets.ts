// The blind findings sets (docs/benchmarks.md), each written by a helper that had not seen the
// extractor, for what reads them all: the bench (bench/findings.ts) and the line model's training
// (train-line-model.ts). Each one's held-out half is frozen.
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
import { MEANING16_WALKTHROUGHS } from "./set-meaning-16";
import { MEANING17_WALKTHROUGHS } from "./set-meaning-17";
import { MEANING18_WALKTHROUGHS } from "./set-meaning-18";
import { MEANING19_WALKTHROUGHS } from "./set-meaning-19";
import { MEANING20_WALKTHROUGHS } from "./set-meaning-20";
import { MEANING21_WALKTHROUGHS } from "./set-meaning-21";
import { MEANING22_WALKTHROUGHS } from "./set-meaning-22";
import { MEANING23_WALKTHROUGHS } from "./set-meaning-23";
import { MEANING24_WALKTHROUGHS } from "./set-meaning-24";
import { MEANING25_WALKTHROUGHS } from "./set-meaning-25";
import { MEANING26_WALKTHROUGHS } from "./set-meaning-26";
import { MEANING27_WALKTHROUGHS } from "./set-meaning-27";
import { MEANING28_WALKTHROUGHS } from "./set-meaning-28";
import { MEANING29_WALKTHROUGHS } from "./set-meaning-29";
import { MEANING30_WALKTHROUGHS } from "./set-meaning-30";
import { MEANING31_WALKTHROUGHS } from "./set-meaning-31";
import { MEANING32_WALKTHROUGHS } from "./set-meaning-32";
import { MEANING33_WALKTHROUGHS } from "./set-meaning-33";
import { MEANING34_WALKTHROUGHS } from "./set-meaning-34";
import { MEANING35_WALKTHROUGHS } from "./set-meaning-35";
import { MEANING36_WALKTHROUGHS } from "./set-meaning-36";
import { MEANING38_WALKTHROUGHS } from "./set-meaning-38";
import { MEANING40_WALKTHROUGHS } from "./set-meaning-40";
import { MEANING41_WALKTHROUGHS } from "./set-meaning-41";
import { MEANING42_WALKTHROUGHS } from "./set-meaning-42";
import { MEANING43_WALKTHROUGHS } from "./set-meaning-43";
import { MEANING44_WALKTHROUGHS } from "./set-meaning-44";
import { MEANING45_WALKTHROUGHS } from "./set-meaning-45";
import { MEANING46_WALKTHROUGHS } from "./set-meaning-46";
import { MEANING47_WALKTHROUGHS } from "./set-meaning-47";
import { MEANING48_WALKTHROUGHS } from "./set-meaning-48";
import { MEANING49_WALKTHROUGHS } from "./set-meaning-49";

export interface BlindSet {
  /** The letter its walkthrough ids start with ("m01-…"). */
  letter: string;
  /** For `--set`. */
  name: string;
  label: string;
  walkthroughs: Walkthrough[];
}

export const BLIND_SETS: readonly BlindSet[] = [
  {
    letter: "m",
    name: "meaning",
    label: "issue 49's blind set (set-meaning.ts)",
    walkthroughs: MEANING_WALKTHROUGHS,
  },
  {
    letter: "b",
    name: "meaning2",
    label: "second blind set (set-meaning-2.ts)",
    walkthroughs: MEANING2_WALKTHROUGHS,
  },
  {
    letter: "c",
    name: "meaning3",
    label: "third blind set (set-meaning-3.ts)",
    walkthroughs: MEANING3_WALKTHROUGHS,
  },
  {
    letter: "d",
    name: "meaning4",
    label: "fourth blind set, homes (set-meaning-4.ts)",
    walkthroughs: MEANING4_WALKTHROUGHS,
  },
  {
    letter: "e",
    name: "meaning5",
    label: "fifth blind set, commercial (set-meaning-5.ts)",
    walkthroughs: MEANING5_WALKTHROUGHS,
  },
  {
    letter: "f",
    name: "meaning6",
    label: "sixth blind set, rambling speech (set-meaning-6.ts)",
    walkthroughs: MEANING6_WALKTHROUGHS,
  },
  {
    letter: "g",
    name: "meaning7",
    label: "seventh blind set, social housing (set-meaning-7.ts)",
    walkthroughs: MEANING7_WALKTHROUGHS,
  },
  {
    letter: "h",
    name: "meaning8",
    label: "eighth blind set, US rentals (set-meaning-8.ts)",
    walkthroughs: MEANING8_WALKTHROUGHS,
  },
  {
    letter: "i",
    name: "meaning9",
    label: "ninth blind set, mixed buildings (set-meaning-9.ts)",
    walkthroughs: MEANING9_WALKTHROUGHS,
  },
  {
    letter: "j",
    name: "meaning10",
    label: "tenth blind set, UK flats (set-meaning-10.ts)",
    walkthroughs: MEANING10_WALKTHROUGHS,
  },
  {
    letter: "k",
    name: "meaning11",
    label: "eleventh blind set, US homes and businesses (set-meaning-11.ts)",
    walkthroughs: MEANING11_WALKTHROUGHS,
  },
  {
    letter: "l",
    name: "meaning12",
    label: "twelfth blind set, hard speech (set-meaning-12.ts)",
    walkthroughs: MEANING12_WALKTHROUGHS,
  },
  {
    letter: "n",
    name: "meaning13",
    label: "thirteenth blind set, a manager's trial (set-meaning-13.ts)",
    walkthroughs: MEANING13_WALKTHROUGHS,
  },
  {
    letter: "o",
    name: "meaning14",
    label: "fourteenth blind set, UK HMOs, offices and communal areas (set-meaning-14.ts)",
    walkthroughs: MEANING14_WALKTHROUGHS,
  },
  {
    letter: "p",
    name: "meaning15",
    label: "fifteenth blind set, US rentals and small commercial (set-meaning-15.ts)",
    walkthroughs: MEANING15_WALKTHROUGHS,
  },
  {
    letter: "q",
    name: "meaning16",
    label: "sixteenth blind set, UK private lets (set-meaning-16.ts)",
    walkthroughs: MEANING16_WALKTHROUGHS,
  },
  {
    letter: "r",
    name: "meaning17",
    label: "seventeenth blind set, US homes, move-in and move-out (set-meaning-17.ts)",
    walkthroughs: MEANING17_WALKTHROUGHS,
  },
  {
    letter: "s",
    name: "meaning18",
    label: "eighteenth blind set, UK and Irish small commercial (set-meaning-18.ts)",
    walkthroughs: MEANING18_WALKTHROUGHS,
  },
  {
    letter: "t",
    name: "meaning19",
    label: "nineteenth blind set, Australian and NZ rentals, student housing (set-meaning-19.ts)",
    walkthroughs: MEANING19_WALKTHROUGHS,
  },
  {
    letter: "u",
    name: "meaning20",
    label: "twentieth blind set, UK social housing, Scottish and Welsh wording (set-meaning-20.ts)",
    walkthroughs: MEANING20_WALKTHROUGHS,
  },
  {
    letter: "v",
    name: "meaning21",
    label: "twenty-first blind set, US commercial and community property (set-meaning-21.ts)",
    walkthroughs: MEANING21_WALKTHROUGHS,
  },
  {
    letter: "x",
    name: "meaning22",
    label:
      "twenty-second blind set, short lets and turnovers, casual and second-language (set-meaning-22.ts)",
    walkthroughs: MEANING22_WALKTHROUGHS,
  },
  {
    letter: "y",
    name: "meaning23",
    label: "twenty-third blind set, surveyor dictation and Canadian rentals (set-meaning-23.ts)",
    walkthroughs: MEANING23_WALKTHROUGHS,
  },
  {
    letter: "w",
    name: "meaning24",
    label: "twenty-fourth blind set, holiday parks and student halls (set-meaning-24.ts)",
    walkthroughs: MEANING24_WALKTHROUGHS,
  },
  {
    letter: "z",
    name: "meaning25",
    label: "twenty-fifth blind set, sheltered housing and senior living (set-meaning-25.ts)",
    walkthroughs: MEANING25_WALKTHROUGHS,
  },
  {
    letter: "a",
    name: "meaning26",
    label: "twenty-sixth blind set, build-to-rent and new-build snagging (set-meaning-26.ts)",
    walkthroughs: MEANING26_WALKTHROUGHS,
  },
  {
    letter: "ab",
    name: "meaning27",
    label:
      "twenty-seventh blind set, rural lets in Irish, South African and Indian English (set-meaning-27.ts)",
    walkthroughs: MEANING27_WALKTHROUGHS,
  },
  {
    letter: "ac",
    name: "meaning28",
    label:
      "twenty-eighth blind set, warehouses, workshops, car parks and plant rooms (set-meaning-28.ts)",
    walkthroughs: MEANING28_WALKTHROUGHS,
  },
  {
    letter: "ad",
    name: "meaning29",
    label:
      "twenty-ninth blind set, schools, nurseries, churches and community halls (set-meaning-29.ts)",
    walkthroughs: MEANING29_WALKTHROUGHS,
  },
  {
    letter: "ae",
    name: "meaning30",
    label:
      "thirtieth blind set, US apartment turns and work orders, Spanish-first techs (set-meaning-30.ts)",
    walkthroughs: MEANING30_WALKTHROUGHS,
  },
  {
    letter: "af",
    name: "meaning31",
    label:
      "thirty-first blind set, leasehold blocks, mansion blocks and tenements (set-meaning-31.ts)",
    walkthroughs: MEANING31_WALKTHROUGHS,
  },
  {
    letter: "ag",
    name: "meaning32",
    label: "thirty-second blind set, hotels, hostels and B&Bs (set-meaning-32.ts)",
    walkthroughs: MEANING32_WALKTHROUGHS,
  },
  {
    letter: "ah",
    name: "meaning33",
    label: "thirty-third blind set, care homes, surgeries and clinics (set-meaning-33.ts)",
    walkthroughs: MEANING33_WALKTHROUGHS,
  },
  {
    letter: "ai",
    name: "meaning34",
    label: "thirty-fourth blind set, restaurants, pubs and commercial kitchens (set-meaning-34.ts)",
    walkthroughs: MEANING34_WALKTHROUGHS,
  },
  {
    letter: "aj",
    name: "meaning35",
    label: "thirty-fifth blind set, tenants filming their own homes (set-meaning-35.ts)",
    walkthroughs: MEANING35_WALKTHROUGHS,
  },
  {
    letter: "ak",
    name: "meaning36",
    label:
      "thirty-sixth blind set, English as a second language: Asia, the Gulf and Europe (set-meaning-36.ts)",
    walkthroughs: MEANING36_WALKTHROUGHS,
  },
  {
    letter: "am",
    name: "meaning38",
    label: "thirty-eighth blind set, leisure and public buildings (set-meaning-38.ts)",
    walkthroughs: MEANING38_WALKTHROUGHS,
  },
  {
    letter: "ao",
    name: "meaning40",
    label: "fortieth blind set, terse dictation (set-meaning-40.ts)",
    walkthroughs: MEANING40_WALKTHROUGHS,
  },
  {
    letter: "ap",
    name: "meaning41",
    label:
      "forty-first blind set, after an incident: storms, floods, break-ins (set-meaning-41.ts)",
    walkthroughs: MEANING41_WALKTHROUGHS,
  },
  {
    letter: "aq",
    name: "meaning42",
    label:
      "forty-second blind set, commercial and light industrial: offices, warehouses, shops, kitchens, car parks (set-meaning-42.ts)",
    walkthroughs: MEANING42_WALKTHROUGHS,
  },
  {
    letter: "ar",
    name: "meaning43",
    label: "forty-third blind set, student lets and HMOs with tenants' chatter (set-meaning-43.ts)",
    walkthroughs: MEANING43_WALKTHROUGHS,
  },
  {
    letter: "as",
    name: "meaning44",
    label:
      "forty-fourth blind set, social housing: estates, communal areas, voids (set-meaning-44.ts)",
    walkthroughs: MEANING44_WALKTHROUGHS,
  },
  {
    letter: "at",
    name: "meaning45",
    label:
      "forty-fifth blind set, US single-family and small multifamily rentals, Australia and New Zealand (set-meaning-45.ts)",
    walkthroughs: MEANING45_WALKTHROUGHS,
  },
  {
    letter: "au",
    name: "meaning46",
    label:
      "forty-sixth blind set, Scottish tenements, Northern Irish and Irish lets (set-meaning-46.ts)",
    walkthroughs: MEANING46_WALKTHROUGHS,
  },
  {
    letter: "av",
    name: "meaning47",
    label:
      "forty-seventh blind set, holiday lets and short-stay turnovers, UK, US, Spain and Portugal (set-meaning-47.ts)",
    walkthroughs: MEANING47_WALKTHROUGHS,
  },
  {
    letter: "aw",
    name: "meaning48",
    label:
      "forty-eighth blind set, schools, church halls, surgeries, libraries, daycares, changing rooms (set-meaning-48.ts)",
    walkthroughs: MEANING48_WALKTHROUGHS,
  },
  {
    letter: "ax",
    name: "meaning49",
    label:
      "forty-ninth blind set, new-build snagging, end of defects, Canadian and US move-outs (set-meaning-49.ts)",
    walkthroughs: MEANING49_WALKTHROUGHS,
  },
];
