/** Base colours that several scenes draw from. */

export const ROCK = ["#4a5878", "#57506e", "#3f5d66", "#5b5a6a", "#4d6275", "#6a5a5e"];

export const GREENS = ["#2e5a3e", "#35613f", "#2b4f46", "#3f6034", "#28473a", "#4a5f2e"];

export const GRASS = ["#8fae5a", "#a3b35c", "#7fa65b", "#b9a65a", "#9bb36a", "#c2a15c", "#6f9a55"];

export const AUTUMN = ["#d9822b", "#c4452f", "#e3b23c", "#b5652a", "#9c3b2a"];

export const CANYON = ["#c0603a", "#b5552f", "#cc7a46", "#a8583c", "#d08a55", "#b0654a"];
