import type { VisionClient } from '../../src/local/vision/client';
import type { Half } from './split';
import type { PhotoResult } from './photos';
interface Relighting {
    name: string;
    gains: readonly [number, number, number];
    gamma: number;
}
/** Each a light a phone photo is often taken in, as gains on linear R, G, B and a tone curve. */
export declare const RELIGHTINGS: readonly Relighting[];
export interface RelightResult {
    file: string;
    half: Half;
    light: string;
    part: string;
    before: string;
    after: string | null;
    /** Whether the hand label accepts the name before and after relighting. */
    rightBefore: boolean;
    rightAfter: boolean;
}
/** The photo's bytes in other light, as a JPEG the worker would send. */
export declare function relit(bytes: Buffer, r: Relighting): Promise<Buffer>;
/**
 * Every garment seen in a labelled photo with a person, relit: its main colour before and after.
 * `all` false (the default run) relights each photo once, the lights taken in turn, so the row
 * costs one more look per photo; `all` true relights each photo in every light.
 */
export declare function scoreRelighting(dir: URL, client: VisionClient, photos: readonly PhotoResult[], all?: boolean): Promise<RelightResult[]>;
/** Names kept per half and per light; verbose lists the tuning half's changes only. */
export declare function relightReport(results: readonly RelightResult[], verbose: boolean): string;
export {};
