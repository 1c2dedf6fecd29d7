import type { CountryContent } from "../types";

export const ALBANIA: CountryContent = {
  country: "Albania",
  languages: ["Albanian", "Italian", "Greek"],
  firstNames: {
    female: ["Elira", "Arta", "Blerta", "Ana", "Jonida", "Klea", "Mirela", "Ornela", "Sara", "Ermira"],
    male: ["Arben", "Gentian", "Erion", "Klodian", "Besnik", "Ilir", "Endrit", "Dritan", "Fatmir", "Altin"],
  },
  lastNames: ["Dervishi", "Shehu", "Gjoka", "Leka", "Marku", "Kola", "Basha", "Prifti", "Hysa", "Bregu", "Doci"],
  tours: [
    {
      title: "Komani lake ferry and the Valbona to Theth hike",
      city: "Theth",
      days: 2,
      topics: ["Hiking", "Mountains", "Lakes"],
      description:
        "The best two days in the Albanian Alps. The ferry on Komani lake squeezes between cliffs like a fjord; from Valbona we cross the pass, at about 1,800 m, to Theth on an old shepherds' trail, six or seven hours of walking. Guesthouses with raki, homemade cheese and far too much food.",
      itinerary: [
        "Day 1: Ferry across Komani lake, transfer to Valbona, guesthouse night",
        "Day 2: Valbona pass hike to Theth, night in Theth",
        "Optional Day 3: Blue Eye of Theth and the Grunas waterfall",
      ],
      scene: "mountains",
    },
    {
      title: "Berat, the city of a thousand windows, and the Osum canyon",
      city: "Berat",
      days: 1,
      topics: ["History", "Canyons", "Wine"],
      description:
        "Berat's white Ottoman houses climb the hill in rows of windows, and people still live inside the castle walls. We walk Mangalem and Gorica, visit the Onufri museum with its icons, and in the afternoon drive to the Osum canyon and finish at a family winery.",
      itinerary: [
        "09:00 Mangalem quarter and the Gorica bridge",
        "Berat castle and the Onufri icon museum",
        "Lunch of tave kosi",
        "Osum canyon viewpoints and Bogova waterfall",
        "Wine tasting at a family cellar",
      ],
      scene: "canyon",
    },
    {
      title: "Gjirokaster stone town and the Blue Eye spring",
      city: "Gjirokaster",
      days: 1,
      topics: ["History", "Architecture", "Nature"],
      description:
        "Gjirokastër, as we spell it at home, is a UNESCO town of stone-roofed tower houses below a huge castle. We visit the castle, the Zekate house and the old bazaar, then drive to Syri i Kaltër, the Blue Eye, a spring so deep and blue it looks fake.",
      itinerary: [
        "09:00 Gjirokaster castle",
        "Zekate house and the Cold War tunnel",
        "Qifqi (rice balls) lunch in the bazaar",
        "Blue Eye spring",
      ],
      scene: "city",
    },
    {
      title: "Butrint and the Ksamil islands",
      city: "Sarande",
      days: 1,
      topics: ["History", "Coast", "Swimming"],
      description:
        "Butrint is an ancient city in a lagoon forest: Greek theatre, Roman baths, a Byzantine baptistery with mosaics and a Venetian tower, all in one walk. Afterwards, a swim in the clear water off Ksamil and seafood with a view of Corfu.",
      itinerary: [
        "09:00 Butrint National Park",
        "Vivari channel cable ferry",
        "Ksamil beaches and islands",
        "Mussel farm lunch at Butrint lagoon",
      ],
      scene: "coast",
    },
    {
      title: "Tirana: Bunk'Art, Blloku and Dajti",
      city: "Tirana",
      days: 1,
      topics: ["History", "City", "Food"],
      description:
        "Tirana went from one of the most closed capitals in Europe to one of the most colourful. We visit Bunk'Art in Hoxha's nuclear bunker, walk through Blloku, the former party elite quarter that is now full of bars, and ride the cable car up Mount Dajti for sunset.",
      itinerary: [
        "10:00 Skanderbeg Square and the Et'hem Bey mosque",
        "Bunk'Art 2 and the House of Leaves",
        "Lunch at the New Bazaar",
        "Blloku walk",
        "Dajti Ekspres cable car for sunset",
      ],
      scene: "city",
    },
    {
      title: "Permet: Benja hot springs and the Langarica canyon",
      city: "Permet",
      days: 1,
      topics: ["Nature", "Canyons", "Rafting"],
      description:
        "Around Permet the Vjosa, one of the last wild rivers in Europe and now a national park, runs through green valleys. We walk up the Langarica canyon, soak in the thermal pools of Benja under the Ottoman bridge and, in season, raft a section of the river.",
      itinerary: [
        "09:00 rafting on the Vjosa (April to October)",
        "Lunch with gliko (fruit preserves) for dessert",
        "Langarica canyon walk",
        "Benja thermal pools and the Kadiut bridge",
      ],
      scene: "canyon",
    },
    {
      title: "Llogara pass and the Riviera villages",
      city: "Vlore",
      days: 1,
      topics: ["Coast", "Road trip", "History"],
      description:
        "South of Vlore, the road climbs through pine forest over the Llogara pass and drops down to the Ionian in switchbacks. We stop in Dhermi's old village, swim at Gjipe beach, visit Ali Pasha's castle at Porto Palermo and eat in Himara.",
      itinerary: [
        "09:00 drive up to Llogara pass",
        "Old Dhermi village",
        "Walk down to Gjipe beach",
        "Porto Palermo castle",
        "Seafood dinner in Himara",
      ],
      scene: "coast",
    },
  ],
  groupTours: [
    {
      title: "Accursed Mountains hiking week",
      cities: ["Shkoder", "Theth"],
      countries: ["Albania"],
      days: 7,
      topics: ["Hiking", "Mountains", "Village life"],
      description:
        "Komani lake, Valbona, Theth and the remote valleys around them, with guesthouse nights and bags transported by horse or jeep. June to September.",
      scene: "mountains",
      maxGroupSize: 12,
    },
    {
      title: "Southern Albania road trip",
      cities: ["Tirana", "Berat", "Gjirokaster", "Sarande", "Vlore"],
      countries: ["Albania"],
      days: 8,
      topics: ["History", "Coast", "Food"],
      description:
        "UNESCO towns, Butrint, the Blue Eye and the Riviera, at a pace that leaves afternoons for swimming. Small group in a minibus.",
      scene: "coast",
      maxGroupSize: 14,
    },
    {
      title: "Vjosa wild river week",
      cities: ["Permet", "Gjirokaster"],
      countries: ["Albania"],
      days: 5,
      topics: ["Rafting", "Hiking", "Nature"],
      description: "Rafting, canyon walks and village food along the Vjosa, Europe's first wild river national park.",
      scene: "canyon",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "Volkswagen Golf",
      carType: "Compact",
      seats: 5,
      transmission: "manual",
      driverIncluded: false,
      pricePerDayEur: 30,
    },
    {
      model: "Mercedes-Benz C-Class",
      carType: "Sedan",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 45,
    },
    {
      model: "Dacia Duster",
      carType: "SUV",
      seats: 5,
      transmission: "manual",
      driverIncluded: false,
      pricePerDayEur: 35,
    },
    {
      model: "Toyota Land Cruiser",
      carType: "4x4",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 120,
    },
  ],
  driverRoutes: [
    "Tirana airport – Shkoder – Theth",
    "Shkoder – Komani lake ferry – Fierza – Valbona",
    "Tirana – Berat – Gjirokaster – Sarande",
    "Vlore – Llogara pass – Dhermi – Himara",
    "Korce – Permet – Gjirokaster",
  ],
  scenes: ["mountains", "coast", "city", "canyon"],
  tourPriceEur: [35, 90],
};
