/** The latitude Web Mercator (the hosts map's projection) ends at: its map of the world is a square. */
export const MERCATOR_MAX_LAT = 85.0511287798066;
