import type { CountryContent } from "../types";

export const KYRGYZSTAN: CountryContent = {
  country: "Kyrgyzstan",
  languages: ["Kyrgyz", "Russian"],
  firstNames: {
    female: ["Aida", "Begimai", "Cholpon", "Aigul", "Elnura", "Asel", "Meerim", "Nazira", "Gulzat", "Aikanysh"],
    male: ["Azamat", "Bakyt", "Ulan", "Nurbek", "Emil", "Talant", "Kubanychbek", "Eldiyar", "Adilet", "Marat"],
  },
  lastNames: [
    "Asanov",
    "Toktogulov",
    "Sydykov",
    "Abdrakhmanov",
    "Mamatov",
    "Osmonaliev",
    "Zhumabaev",
    "Isakov",
    "Kadyrov",
    "Bekmuratov",
    "Satybaldiev",
  ],
  tours: [
    {
      title: "Song-Kul on horseback: three days with the herders",
      city: "Kochkor",
      days: 3,
      topics: ["Horse riding", "Nomadic culture", "Nature"],
      description:
        "Song-Kul sits at about 3,000 m and only comes alive from June to September, when families move their herds and yurts up to the summer pastures. We ride in from Kyzart over the Jalgyz Karagai pass, sleep two nights in a family yurt camp and eat what they eat: fresh bread, kaymak and a lot of tea.",
      itinerary: [
        "Day 1: Transfer from Kochkor to Kyzart, meet the horses, ride to a shepherds' camp below the pass",
        "Day 2: Over the Jalgyz Karagai pass and down to the lake shore, yurt camp for the night",
        "Day 3: Morning on the lake, drive back to Kochkor via the Moldo-Ashuu pass",
      ],
      scene: "lake",
    },
    {
      title: "Karakol's Dungan mosque and the red rocks of Jeti-Oguz",
      city: "Karakol",
      days: 1,
      topics: ["Culture", "Nature", "Food"],
      description:
        "Karakol's wooden Dungan mosque was built without a single nail, and the Holy Trinity cathedral down the road is wooden too. After a bowl of cold ashlyan-fu at the bazaar we drive to Jeti-Oguz to see the Seven Bulls and the Broken Heart rock, and walk up into the valley of flowers.",
      itinerary: [
        "09:30 Dungan mosque and Holy Trinity cathedral",
        "Ashlyan-fu tasting at the Karakol bazaar",
        "Drive to Jeti-Oguz (about 40 minutes)",
        "Walk up the gorge towards the Kok-Jayik meadow",
        "Back in Karakol by 17:00",
      ],
      scene: "canyon",
    },
    {
      title: "Ala-Kul lake trek with the Altyn-Arashan hot springs",
      city: "Karakol",
      days: 3,
      topics: ["Trekking", "Mountains", "Hot springs"],
      description:
        "The best-known trek in Kyrgyzstan, and for good reason: a turquoise lake at around 3,500 m, a pass of almost 3,900 m and a hot spring soak at the end. You need decent fitness and boots; I carry the stove and a first-aid kit, and we can hire a horse for your bag.",
      itinerary: [
        "Day 1: Karakol valley to the Sirota camp, steep climb through the spruce",
        "Day 2: Up to Ala-Kul lake, over the pass and down to Altyn-Arashan",
        "Day 3: Hot springs in the morning, walk or 4x4 down to Ak-Suu and back to Karakol",
      ],
      scene: "mountains",
    },
    {
      title: "Ala-Archa day hike from Bishkek",
      city: "Bishkek",
      days: 1,
      topics: ["Hiking", "Mountains"],
      description:
        "Ala-Archa National Park starts less than an hour from Bishkek, which still surprises people. We do the Ak-Sai waterfall trail, or for strong hikers the climb towards the Ratsek hut, with views up to the glaciers. Back in the city in time for dinner.",
      itinerary: [
        "08:00 pickup in Bishkek",
        "Park entrance and start of the Ak-Sai trail",
        "Lunch by the waterfall",
        "Descent and drive back, around 18:00 in Bishkek",
      ],
      scene: "mountains",
    },
    {
      title: "Eagle hunters and felt makers of the south shore",
      city: "Bokonbaevo",
      days: 1,
      topics: ["Nomadic culture", "Crafts", "Photography"],
      description:
        "On the quiet south shore of Issyk-Kul, a berkutchi family shows how they train golden eagles, and women in Kyzyl-Tuu make shyrdak felt carpets and yurt frames the old way. We finish in the red sandstone of Skazka canyon for the late light.",
      itinerary: [
        "10:00 eagle hunting demonstration near Bokonbaevo",
        "Felt-making workshop and lunch with a family in Kyzyl-Tuu",
        "Afternoon walk in Skazka (Fairytale) canyon",
        "Swim in the lake if the weather allows",
      ],
      scene: "lake",
    },
    {
      title: "Osh: Sulaiman-Too and the Jayma bazaar",
      city: "Osh",
      days: 1,
      topics: ["History", "Culture", "Food"],
      description:
        "Osh is older than Rome, or so every local will tell you. We climb the sacred Sulaiman-Too mountain in the middle of town, walk through the Jayma bazaar, one of the oldest and busiest in Central Asia, and eat Osh plov at a place that only cooks it at lunchtime.",
      itinerary: [
        "09:00 climb Sulaiman-Too and visit the cave museum",
        "Jayma bazaar walk",
        "Plov lunch",
        "Afternoon at the Uzbek mahalla and tea house",
      ],
      scene: "city",
    },
    {
      title: "Walnut forests of Arslanbob",
      city: "Arslanbob",
      days: 2,
      topics: ["Hiking", "Nature", "Village life"],
      description:
        "Arslanbob sits under the largest natural walnut forest in the world, and the village runs on walnuts every autumn. Two days of walking to the big and small waterfalls and the holy places in the forest, sleeping at a community homestay with an Uzbek-speaking family.",
      itinerary: [
        "Day 1: Walk to the small waterfall and the holy spring, afternoon in the walnut forest",
        "Day 1: Dinner and night at a homestay",
        "Day 2: Hike to the big waterfall (about 80 m), picnic, back to the village",
      ],
      scene: "forest",
    },
    {
      title: "Tash Rabat caravanserai and the road to the Chinese border",
      city: "Naryn",
      days: 2,
      topics: ["History", "Road trip", "Mountains"],
      description:
        "Tash Rabat is a 15th-century stone caravanserai hidden in a side valley at about 3,200 m, on the old route to Kashgar. We drive from Naryn through the At-Bashy valley, sleep in a yurt camp next to it and walk up towards the Chatyr-Kul viewpoint if the weather is clear. The lake itself is in the border zone and needs a permit arranged in advance.",
      itinerary: [
        "Day 1: Naryn to At-Bashy, lunch, continue to Tash Rabat, yurt camp",
        "Day 2: Morning hike above the caravanserai, drive back to Naryn",
      ],
      scene: "road",
    },
  ],
  groupTours: [
    {
      title: "Nomad summer: Song-Kul, Issyk-Kul and Karakol",
      cities: ["Bishkek", "Kochkor", "Bokonbaevo", "Karakol"],
      countries: ["Kyrgyzstan"],
      days: 8,
      topics: ["Horse riding", "Nomadic culture", "Nature"],
      description:
        "Eight days on the summer pastures: a two-day ride to Song-Kul, the eagle hunters and canyons of the south shore, and a trek up to the Altyn-Arashan hot springs from Karakol. Yurts, guesthouses and one night in a proper hotel in Bishkek.",
      scene: "steppe",
      maxGroupSize: 10,
    },
    {
      title: "Celestial Mountains trekking week",
      cities: ["Karakol"],
      countries: ["Kyrgyzstan"],
      days: 7,
      topics: ["Trekking", "Mountains", "Camping"],
      description:
        "A week of tent trekking in the Terskey Ala-Too above Karakol: Jeti-Oguz, the Telety pass, Ala-Kul lake and Altyn-Arashan. Horses carry the tents and food; you carry a daypack. For people who hike regularly.",
      scene: "mountains",
      maxGroupSize: 8,
    },
    {
      title: "Southern Kyrgyzstan: Osh, Arslanbob and the Lenin Peak meadows",
      cities: ["Osh", "Jalal-Abad", "Arslanbob"],
      countries: ["Kyrgyzstan"],
      days: 6,
      topics: ["Culture", "Hiking", "Food"],
      description:
        "The Fergana side of the country, which feels closer to Uzbekistan than to Bishkek. Bazaars and Sulaiman-Too in Osh, the walnut forests of Arslanbob, and two nights in yurts on the Tulpar-Kul meadows facing Lenin Peak.",
      scene: "mountains",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "Mitsubishi Delica 4WD",
      carType: "Minivan",
      seats: 7,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 90,
    },
    {
      model: "Toyota RAV4",
      carType: "SUV",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 50,
    },
    { model: "Lada Niva", carType: "4x4", seats: 4, transmission: "manual", driverIncluded: false, pricePerDayEur: 30 },
    {
      model: "Toyota Land Cruiser 105",
      carType: "4x4",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 120,
    },
  ],
  driverRoutes: [
    "Bishkek – Kochkor – Song-Kul",
    "Bishkek – Issyk-Kul north shore – Karakol",
    "Karakol – Jeti-Oguz – Skazka canyon – Bokonbaevo",
    "Osh – Sary-Tash – Lenin Peak base camp",
    "Bishkek – Naryn – Tash Rabat",
  ],
  scenes: ["mountains", "lake", "steppe", "canyon", "road", "forest", "city"],
  tourPriceEur: [40, 120],
};
