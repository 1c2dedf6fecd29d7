/**
 * Which of the demo's countries have what the generated texts talk about, so a bio, a chat or a review never puts
 * a high pass in a country without one. One list per fact, used by hosts.ts, conversations.ts and reviews.ts.
 */

/** High mountains: high-altitude treks and expeditions (Uganda's Rwenzori included). */
export const HIGH_MOUNTAINS: readonly string[] = [
  "Kazakhstan",
  "Kyrgyzstan",
  "Tajikistan",
  "Mongolia",
  "Pakistan",
  "Nepal",
  "Bhutan",
  "India",
  "Georgia",
  "Azerbaijan",
  "Armenia",
  "Iran",
  "Morocco",
  "Ethiopia",
  "Uganda",
  "Bolivia",
];

/** Mountains a day in the hills or a mountain road crosses: the high ones and lower ranges. */
export const MOUNTAINS: readonly string[] = [...HIGH_MOUNTAINS, "Uzbekistan", "Albania", "Oman"];
