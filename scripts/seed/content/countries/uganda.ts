import type { CountryContent } from "../types";

export const UGANDA: CountryContent = {
  country: "Uganda",
  languages: ["Luganda", "Swahili", "Runyankole", "Rukiga", "Rutooro"],
  firstNames: {
    female: ["Sarah", "Grace", "Esther", "Florence", "Brenda", "Prossy", "Agnes", "Juliet", "Patience", "Annet"],
    male: ["Moses", "Joseph", "Isaac", "Robert", "Ronald", "Emmanuel", "Denis", "Brian", "Fred", "Godfrey"],
  },
  lastNames: [
    "Mugisha",
    "Tumusiime",
    "Ssempala",
    "Okello",
    "Byaruhanga",
    "Asiimwe",
    "Tugume",
    "Kaggwa",
    "Mwesigwa",
    "Ssali",
    "Atuhaire",
    "Opio",
  ],
  tours: [
    {
      title: "Gorilla trekking in Bwindi (Rushaga sector)",
      city: "Kisoro",
      days: 3,
      topics: ["Wildlife", "Hiking", "Forest"],
      description:
        "Spending an hour with a gorilla family is one of the great wildlife experiences on earth. The trek can take one hour or six, on steep muddy slopes; porters from the local community are worth every shilling. Permits are issued by the Uganda Wildlife Authority, currently around USD 800, and sell out months ahead: please book early and let me help with it.",
      itinerary: [
        "Day 1: Kisoro to Rushaga, evening walk in the village",
        "Day 2: 07:30 briefing at the park office, gorilla trek, one hour with the family",
        "Day 3: Drive to Lake Mutanda for a canoe trip, back to Kisoro",
      ],
      scene: "forest",
    },
    {
      title: "Chimpanzees in Kibale and the Bigodi swamp walk",
      city: "Fort Portal",
      days: 2,
      topics: ["Wildlife", "Forest", "Birdwatching"],
      description:
        "Kibale Forest has one of the highest densities of primates in Africa. We track habituated chimpanzees in the morning, and in the afternoon walk the Bigodi wetland with a community guide looking for red colobus and the great blue turaco. We stay by the crater lakes near Fort Portal.",
      itinerary: [
        "Day 1: Crater lakes walk, evening at a lodge near Lake Nkuruba",
        "Day 2: 08:00 chimp tracking in Kibale, lunch, Bigodi swamp walk",
      ],
      scene: "forest",
    },
    {
      title: "Jinja: the source of the Nile and a sunset cruise",
      city: "Jinja",
      days: 1,
      topics: ["Adventure", "Nature"],
      description:
        "Jinja is where the Nile leaves Lake Victoria. Depending on your nerves, we raft the remaining big rapids below the dams with a certified company or take a calm kayak trip instead; either way we end with a boat at the source at sunset.",
      itinerary: [
        "08:00 pickup in Jinja",
        "Rafting or kayaking on the Nile",
        "Late lunch of rolex (chapati with eggs) at the market",
        "Sunset boat to the source of the Nile",
      ],
      scene: "lake",
    },
    {
      title: "Lake Bunyonyi by dugout canoe",
      city: "Kabale",
      days: 2,
      topics: ["Lakes", "Village life", "Relaxation"],
      description:
        "Lake Bunyonyi has 29 islands and terraced hills on every side. We paddle between the islands in a dugout canoe, hear the story of Akampene, the old Punishment Island, and walk to a hilltop village market. A good rest day after the gorillas.",
      itinerary: [
        "Day 1: Kabale to the lake, canoe to the islands, night in an island lodge",
        "Day 2: Hike to a hilltop village and market, back to Kabale",
      ],
      scene: "lake",
    },
    {
      title: "Murchison Falls: boat to the falls and a game drive",
      city: "Masindi",
      days: 2,
      topics: ["Wildlife", "Safari", "Nature"],
      description:
        "At Murchison the whole Nile squeezes through a gap about seven metres wide. On the way we track white rhinos on foot at Ziwa, the only place in Uganda to see them. Then a boat up to the bottom of the falls among hippos and crocodiles, the walk to the top, and an early game drive on the Buligi tracks for giraffe, elephant and lion.",
      itinerary: [
        "Day 1: Rhino tracking at Ziwa sanctuary, drive to the park, hike to the top of the falls",
        "Day 2: 06:30 game drive north of the Nile, afternoon boat trip to the falls",
      ],
      scene: "forest",
    },
    {
      title: "Queen Elizabeth: Kazinga Channel and the Ishasha lions",
      city: "Kasese",
      days: 2,
      topics: ["Wildlife", "Safari", "Lakes"],
      description:
        "The Kazinga Channel boat trip gets you closer to hippos and elephants than almost anywhere. On day two we drive south to Ishasha, where lions famously climb into fig trees in the heat of the day.",
      itinerary: [
        "Day 1: Morning game drive in Kasenyi, afternoon boat on the Kazinga Channel",
        "Day 2: Drive to Ishasha, search for the tree-climbing lions",
      ],
      scene: "lake",
    },
    {
      title: "Kampala: Kasubi Tombs, Namugongo and a boda ride",
      city: "Kampala",
      days: 1,
      topics: ["City", "History", "Food"],
      description:
        "Kampala is loud, friendly and built on hills. We visit the royal Kasubi Tombs of the Buganda kings, the Namugongo Martyrs shrine, climb the minaret of the Gaddafi mosque for the view, and finish with a bite of everything at Owino market.",
      itinerary: [
        "09:00 Kasubi Tombs",
        "Gaddafi National Mosque minaret",
        "Luwombo lunch",
        "Namugongo Martyrs shrine",
        "Owino market",
      ],
      scene: "city",
    },
    {
      title: "Shoebill by canoe in the Mabamba swamp",
      city: "Entebbe",
      days: 1,
      topics: ["Birdwatching", "Wildlife", "Lakes"],
      description:
        "The shoebill looks like a dinosaur that decided to become a bird. Mabamba Bay wetland, on Lake Victoria an hour from Entebbe, is one of the best places to see one. We go out at dawn in a local wooden canoe with a community guide.",
      itinerary: [
        "06:00 pickup in Entebbe",
        "Canoe into the papyrus channels",
        "Breakfast by the lake",
        "Entebbe botanical gardens on the way back",
      ],
      scene: "lake",
    },
  ],
  groupTours: [
    {
      title: "Primates and savannah: Uganda in 10 days",
      cities: ["Entebbe", "Fort Portal", "Kasese", "Kisoro"],
      countries: ["Uganda"],
      days: 10,
      topics: ["Wildlife", "Safari", "Forest"],
      description:
        "Chimps in Kibale, game drives and boats in Queen Elizabeth, and a gorilla trek in Bwindi, in a pop-up-roof Land Cruiser with a driver-guide. Gorilla permits are included.",
      scene: "forest",
      maxGroupSize: 6,
    },
    {
      title: "Kidepo Valley and northern Uganda",
      cities: ["Kampala", "Gulu"],
      countries: ["Uganda"],
      days: 6,
      topics: ["Safari", "Wildlife", "Culture"],
      description:
        "Kidepo is one of the wildest parks in East Africa and gets very few visitors. Lions, cheetahs, huge buffalo herds, and a visit to a Karamojong manyatta.",
      scene: "steppe",
      maxGroupSize: 6,
    },
    {
      title: "The Nile and the western lakes",
      cities: ["Kampala", "Jinja", "Fort Portal", "Kabale"],
      countries: ["Uganda"],
      days: 8,
      topics: ["Lakes", "Adventure", "Village life"],
      description:
        "Rafting in Jinja, crater lakes of Fort Portal, a canoe day on Lake Bunyonyi and time in villages along the way. Gorilla trek optional.",
      scene: "lake",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "Toyota Land Cruiser (pop-up roof)",
      carType: "4x4",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 170,
    },
    {
      model: "Toyota RAV4",
      carType: "SUV",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 50,
    },
    {
      model: "Toyota Land Cruiser Prado",
      carType: "SUV",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 90,
    },
    {
      model: "Toyota Hiace safari van",
      carType: "Minivan",
      seats: 7,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 120,
    },
  ],
  driverRoutes: [
    "Entebbe – Kampala – Fort Portal – Kibale",
    "Kasese – Queen Elizabeth NP – Ishasha – Bwindi (Buhoma)",
    "Kabale – Lake Bunyonyi – Rushaga – Kisoro",
    "Kampala – Ziwa – Murchison Falls",
    "Kampala – Jinja",
  ],
  scenes: ["forest", "lake", "mountains", "city", "steppe"],
  tourPriceEur: [60, 180],
};
