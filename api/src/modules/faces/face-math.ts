// The arithmetic of face descriptors: how alike two are, a person's descriptor made from their
// confirmed faces with recent photos weighing more, and whether two boxes are the same face.
import { boxOverlap, type FaceBox } from '../../../../shared/face-boxes/index.ts';

/** How many numbers a descriptor of the recognition model has. */
export const DESCRIPTOR_LENGTH = 128;

/**
 * The distance at which two descriptors count as the same person: the recognition model's own
 * threshold (its authors' 0.6). The score is 1 − distance / (2 × this): 0.5 at the threshold, 1 for
 * the same descriptor; only a score above 0.5 is suggested.
 */
export const SAME_PERSON_DISTANCE = 0.6;

/** A suggestion needs a score above this. */
export const LEAST_SCORE = 0.5;

/** Years in which a photo's weight halves, counted back from the person's newest confirmed photo. */
export const HALF_LIFE_YEARS = 2;

const DAY_MS = 86_400_000;

/** The Euclidean distance between two descriptors of the same length. */
export function distance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] - b[i]) ** 2;
  return Math.sqrt(sum);
}

/** How alike two descriptors are, 0–1 (0.5 at the model's threshold), rounded to two places. */
export function similarity(a: readonly number[], b: readonly number[]): number {
  const score = 1 - distance(a, b) / (2 * SAME_PERSON_DISTANCE);
  return Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
}

/** A confirmed face: its descriptor and the day its photo shows (YYYY-MM-DD). */
export interface Sample {
  descriptor: readonly number[];
  takenOn: string;
}

/** What a person's profile holds: the weighted mean descriptor, how consistent their faces are, how many. */
export interface Profile {
  embedding: number[];
  confidence: number;
  trainingPhotos: number;
}

/**
 * A photo's weight: 1 for the person's newest photo, halving every HALF_LIFE_YEARS before it, so
 * that a child's face of this year counts more than the same child at three.
 */
export function recencyWeight(takenOn: string, newest: string): number {
  const years = Math.max(0, (Date.parse(newest) - Date.parse(takenOn)) / DAY_MS / 365.25);
  return 0.5 ** (years / HALF_LIFE_YEARS);
}

/**
 * A person's descriptor from their confirmed faces: the recency-weighted mean; its confidence is how
 * close their faces lie to it (1 − their weighted mean distance from it over the threshold) times
 * n/(n+1), so one photo alone is never taken as sure. Null without samples.
 */
export function profileOf(samples: readonly Sample[]): Profile | null {
  if (!samples.length) return null;
  const newest = samples.reduce((latest, s) => (s.takenOn > latest ? s.takenOn : latest), samples[0].takenOn);
  const weights = samples.map((s) => recencyWeight(s.takenOn, newest));
  const total = weights.reduce((a, b) => a + b, 0);
  const embedding = Array.from({ length: samples[0].descriptor.length }, (_, i) => samples.reduce((sum, s, k) => sum + s.descriptor[i] * weights[k], 0) / total);
  const spread = samples.reduce((sum, s, k) => sum + distance(s.descriptor, embedding) * weights[k], 0) / total;
  const consistency = Math.min(1, Math.max(0, 1 - spread / SAME_PERSON_DISTANCE));
  const n = samples.length;
  return { embedding, confidence: Math.round(consistency * (n / (n + 1)) * 100) / 100, trainingPhotos: n };
}

/** A box on a photo in fractions of its size. */
/** A face's box on a photo. */
export type Box = FaceBox;

/** How much two boxes overlap: their intersection over their union, 0–1. */
export const overlap = boxOverlap;

/** Two boxes overlapping by more than half are taken for the same face. */
export const SAME_FACE_OVERLAP = 0.5;
