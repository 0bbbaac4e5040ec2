// What other modules use of the heritage module.
export { heritageOf, HERITAGE_GENERATIONS } from './heritage.service.ts';
export { heritageGenerations, placeAt, type AncestorPlace, type HeritageGenerationCount, type HeritagePlaceShare, type PlaceLevel } from './heritage-places.ts';
