import type { CountryContent } from "../types";

export const NEPAL: CountryContent = {
  country: "Nepal",
  languages: ["Nepali", "Newari", "Sherpa", "Hindi"],
  firstNames: {
    female: ["Sita", "Anita", "Sunita", "Pasang", "Dolma", "Sabina", "Rojina", "Kamala", "Srijana", "Laxmi"],
    male: ["Ramesh", "Pemba", "Ngima", "Bikash", "Suman", "Dawa", "Rajan", "Prakash", "Tenzing", "Krishna"],
  },
  lastNames: [
    "Sherpa",
    "Gurung",
    "Tamang",
    "Shrestha",
    "Thapa",
    "Magar",
    "Rai",
    "Adhikari",
    "Maharjan",
    "Bhattarai",
    "Lama",
  ],
  tours: [
    {
      title: "Kathmandu valley heritage: Pashupatinath, Boudhanath and Patan",
      city: "Kathmandu",
      days: 1,
      topics: ["Temples", "Culture", "History"],
      description:
        "Three UNESCO sites in one long day. Pashupatinath, the holiest Hindu temple in Nepal, where cremations take place on the river bank; the great white stupa of Boudhanath, where we walk the kora with the Tibetan community; and Patan Durbar Square with its Newar woodcarving and the best museum in the country.",
      itinerary: [
        "08:00 Pashupatinath (please be respectful around the ghats)",
        "Boudhanath stupa, butter tea on a rooftop",
        "Lunch of momos and thali",
        "Patan Durbar Square and the Patan Museum",
        "Golden Temple (Hiranya Varna Mahavihar)",
      ],
      scene: "temple",
    },
    {
      title: "Everest View trek from Lukla",
      city: "Namche Bazaar",
      days: 5,
      topics: ["Trekking", "Mountains", "Sherpa culture"],
      description:
        "A short taste of the Khumbu for people without three weeks. We fly to Lukla (in peak season flights often leave from Ramechhap, a few hours' drive from Kathmandu), walk up to Namche Bazaar and climb to the Everest View Hotel for the first look at Everest, Lhotse and Ama Dablam. Flights depend on weather, so keep a spare day.",
      itinerary: [
        "Day 1: Fly to Lukla, walk to Phakding",
        "Day 2: Up the Dudh Koshi to Namche Bazaar",
        "Day 3: Acclimatisation hike to the Everest View Hotel and Khumjung village",
        "Day 4: Back down to Lukla",
        "Day 5: Flight back, weather permitting",
      ],
      scene: "mountains",
    },
    {
      title: "Poon Hill sunrise trek",
      city: "Pokhara",
      days: 4,
      topics: ["Trekking", "Mountains", "Village life"],
      description:
        "The classic short trek from Pokhara: thousands of stone steps up to Ghorepani through rhododendron forest, which flowers in March and April, and a pre-dawn climb to Poon Hill at 3,210 m for sunrise over Dhaulagiri and the Annapurnas. Teahouse nights with dal bhat refills.",
      itinerary: [
        "Day 1: Drive to Nayapul, trek to Tikhedhunga",
        "Day 2: The Ulleri steps and up to Ghorepani",
        "Day 3: Poon Hill sunrise, trek to Tadapani",
        "Day 4: Ghandruk village, drive back to Pokhara",
      ],
      scene: "mountains",
    },
    {
      title: "Chitwan: jungle walk and Tharu village",
      city: "Sauraha",
      days: 2,
      topics: ["Wildlife", "Nature", "Culture"],
      description:
        "Chitwan National Park has one-horned rhinos, gharial crocodiles and a few tigers. We paddle a dugout canoe on the Rapti river, walk into the jungle with two licensed naturalists and spend the evening with a Tharu family. No elephant rides: we believe in watching animals, not riding them.",
      itinerary: [
        "Day 1: Canoe on the Rapti river, birdwatching, Tharu village walk and stick dance",
        "Day 2: 06:00 jungle walk with naturalists, afternoon jeep safari",
      ],
      scene: "forest",
    },
    {
      title: "Bhaktapur and the walk to Changu Narayan",
      city: "Bhaktapur",
      days: 1,
      topics: ["Temples", "Crafts", "Hiking"],
      description:
        "Bhaktapur is the best preserved of the valley's royal cities. We walk from Nyatapola, the five-storey pagoda, to the Pottery Square, eat juju dhau (the king of curds), and then hike through rice fields to Changu Narayan, the oldest temple in the valley.",
      itinerary: [
        "09:00 Durbar Square and the 55 Window Palace",
        "Taumadhi Square and Nyatapola temple",
        "Pottery Square, juju dhau tasting",
        "Two-hour walk to Changu Narayan",
      ],
      scene: "temple",
    },
    {
      title: "Lumbini by bicycle",
      city: "Lumbini",
      days: 1,
      topics: ["Buddhism", "History", "Cycling"],
      description:
        "The birthplace of the Buddha is a large, flat and peaceful site, best explored on a bicycle. We visit the Maya Devi temple and the Ashoka pillar, then ride between the monasteries that different Buddhist countries have built in the monastic zone.",
      itinerary: [
        "07:00 Maya Devi temple and the sacred pond",
        "Ashoka pillar",
        "Cycle through the monastic zone: Thai, Chinese, German and Myanmar monasteries",
        "World Peace Pagoda at sunset",
      ],
      scene: "temple",
    },
    {
      title: "Pokhara: Sarangkot sunrise and the World Peace Pagoda",
      city: "Pokhara",
      days: 1,
      topics: ["Mountains", "Lakes", "Hiking"],
      description:
        "Sunrise from Sarangkot over Machapuchare and the Annapurna range, breakfast back in town, a rowing boat across Phewa lake and a walk up to the white World Peace Pagoda for the view back over the city and the mountains.",
      itinerary: [
        "05:00 drive up to Sarangkot",
        "Breakfast at Lakeside",
        "Boat across Phewa lake",
        "Hike up to the World Peace Pagoda",
        "Walk down to Damside",
      ],
      scene: "lake",
    },
    {
      title: "Upper Mustang by jeep",
      city: "Jomsom",
      days: 6,
      topics: ["Road trip", "Buddhism", "Desert"],
      description:
        "The former kingdom of Lo is a high desert behind the Annapurnas, with cave dwellings, red monasteries and the walled town of Lo Manthang. It is a restricted area: you need a special permit, which costs far more than ordinary trekking permits (around USD 500 for ten days the last time I checked), and a licensed guide.",
      itinerary: [
        "Day 1: Jomsom to Kagbeni, permit check",
        "Day 2: Drive to Ghami, walk to the longest mani wall in Nepal",
        "Day 3: Lo Manthang, the walled city",
        "Day 4: Chhoser caves and the Garphu monastery",
        "Day 5: Back south via Ghar Gompa",
        "Day 6: Return to Jomsom",
      ],
      scene: "desert",
    },
  ],
  groupTours: [
    {
      title: "Everest Base Camp trek",
      cities: ["Kathmandu", "Namche Bazaar"],
      countries: ["Nepal"],
      days: 14,
      topics: ["Trekking", "Mountains", "Sherpa culture"],
      description:
        "The full walk to Everest Base Camp and Kala Patthar with proper acclimatisation days, Sherpa guides and porters on fair pay. Spring and autumn departures.",
      scene: "mountains",
      maxGroupSize: 12,
    },
    {
      title: "Annapurna Circuit over the Thorong La",
      cities: ["Kathmandu", "Pokhara", "Jomsom"],
      countries: ["Nepal"],
      days: 14,
      topics: ["Trekking", "Mountains"],
      description:
        "Through the Manang valley and over the Thorong La, at 5,416 m one of the highest trekking passes in the world, to Muktinath and Jomsom. Finish with two easy days in Pokhara.",
      scene: "mountains",
      maxGroupSize: 10,
    },
    {
      title: "Himalayan kingdoms: Nepal and Bhutan",
      cities: ["Kathmandu", "Pokhara", "Paro", "Thimphu", "Punakha"],
      countries: ["Nepal", "Bhutan"],
      days: 12,
      topics: ["Temples", "Culture", "Mountains"],
      description:
        "Kathmandu valley and Pokhara, then the flight to Paro, which on a clear day passes Everest, and five days in Bhutan ending with the Tiger's Nest hike. Bhutan's daily fee is included in the price.",
      scene: "temple",
      maxGroupSize: 12,
    },
  ],
  cars: [
    {
      model: "Toyota Hiace",
      carType: "Minivan",
      seats: 10,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 80,
    },
    {
      model: "Mahindra Scorpio",
      carType: "4x4",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 75,
    },
    {
      model: "Suzuki Swift",
      carType: "Compact",
      seats: 4,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 40,
    },
  ],
  driverRoutes: [
    "Kathmandu – Pokhara (Prithvi Highway, 6–8 hours)",
    "Pokhara – Beni – Jomsom – Muktinath",
    "Kathmandu – Chitwan (Sauraha)",
    "Kathmandu airport and Kathmandu valley day trips",
    "Kathmandu – Ramechhap airport (Lukla flights in peak season)",
  ],
  scenes: ["mountains", "temple", "city", "forest", "lake", "desert"],
  tourPriceEur: [30, 100],
};
