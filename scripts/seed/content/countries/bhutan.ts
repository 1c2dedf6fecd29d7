import type { CountryContent } from "../types";

export const BHUTAN: CountryContent = {
  country: "Bhutan",
  languages: ["Dzongkha", "Nepali", "Sharchop", "Hindi"],
  firstNames: {
    female: ["Pema", "Dechen", "Yangchen", "Choki", "Deki", "Kunzang", "Chimi", "Sonam", "Tshering", "Karma"],
    male: ["Ugyen", "Tashi", "Kinley", "Jigme", "Sangay", "Dorji", "Tandin", "Namgay", "Phuntsho", "Sonam"],
  },
  lastNames: [
    "Wangchuk",
    "Dorji",
    "Tshering",
    "Wangdi",
    "Penjor",
    "Namgyel",
    "Tobgay",
    "Rinzin",
    "Gyeltshen",
    "Tenzin",
    "Norbu",
    "Jamtsho",
  ],
  tours: [
    {
      title: "Tiger's Nest hike",
      city: "Paro",
      days: 1,
      topics: ["Hiking", "Buddhism", "Temples"],
      description:
        "Paro Taktsang hangs on a cliff about 900 m above the valley floor. The trail takes two to three hours up through pine forest, with a tea stop at the halfway cafeteria; the last section goes down and up hundreds of steps across a waterfall. In the afternoon we visit Kyichu Lhakhang, one of the oldest temples in Bhutan.",
      itinerary: [
        "07:30 drive to the trailhead",
        "Hike up to the cafeteria viewpoint",
        "Visit the monastery (no cameras inside, bags left at the entrance)",
        "Lunch back at the cafeteria or in the valley",
        "Kyichu Lhakhang in the late afternoon",
      ],
      scene: "temple",
    },
    {
      title: "Thimphu: Buddha Dordenma, the weekend market and the takin",
      city: "Thimphu",
      days: 1,
      topics: ["Culture", "City", "Buddhism"],
      description:
        "Thimphu is the only capital in the world without traffic lights, and the policeman at the main crossing is worth seeing. We visit the giant Buddha Dordenma, the takin preserve (Bhutan's odd national animal), the weekend market, an archery match if there is one, and Tashichho Dzong in the evening.",
      itinerary: [
        "09:00 Buddha Dordenma",
        "Motithang takin preserve",
        "Centenary farmers' market (Friday to Sunday)",
        "Lunch of ema datshi and red rice",
        "Changlimithang archery ground",
        "Tashichho Dzong after office hours",
      ],
      scene: "city",
    },
    {
      title: "Dochula pass, Punakha Dzong and Chimi Lhakhang",
      city: "Punakha",
      days: 1,
      topics: ["Temples", "History", "Hiking"],
      description:
        "On a clear morning the 108 chortens of the Dochula pass look out over the eastern Himalaya. We drive down to Punakha Dzong, which sits where the Pho Chhu and Mo Chhu rivers meet and is the most beautiful dzong in the country, then walk through the rice fields to Chimi Lhakhang, the temple of the Divine Madman.",
      itinerary: [
        "Dochula pass and the 108 chortens",
        "Punakha Dzong and the covered bridge",
        "Lunch in a farmhouse",
        "Walk through the rice fields to Chimi Lhakhang",
        "Punakha suspension bridge",
      ],
      scene: "temple",
    },
    {
      title: "Phobjikha valley and the black-necked cranes",
      city: "Gangtey",
      days: 2,
      topics: ["Wildlife", "Hiking", "Village life"],
      description:
        "Phobjikha is a wide glacial valley where rare black-necked cranes spend the winter, roughly from late October to February. We walk the Gangtey nature trail, visit the Gangtey Goenpa monastery and the crane information centre, and stay with a farming family with a hot stone bath.",
      itinerary: [
        "Day 1: Gangtey Goenpa, crane information centre, farmhouse dinner and hot stone bath",
        "Day 2: Early crane watching, Gangtey nature trail, drive on to Punakha or Bumthang",
      ],
      scene: "forest",
    },
    {
      title: "Bumthang: temples, cheese and the Burning Lake",
      city: "Bumthang",
      days: 2,
      topics: ["Buddhism", "Food", "Hiking"],
      description:
        "Bumthang is the spiritual heartland of Bhutan, with some of its oldest temples. Between Jakar Dzong, Jambay Lhakhang and Kurje Lhakhang we taste Swiss-style cheese and local beer, and walk to Mebar Tsho, the Burning Lake, where Pema Lingpa is said to have found hidden treasures.",
      itinerary: [
        "Day 1: Jakar Dzong, Jambay Lhakhang, Kurje Lhakhang, walk across to Tamshing",
        "Day 1: Cheese and beer tasting in Jakar",
        "Day 2: Tang valley, Mebar Tsho (Burning Lake), Ogyen Choling manor",
      ],
      scene: "temple",
    },
    {
      title: "Haa valley over the Chele La pass",
      city: "Haa",
      days: 1,
      topics: ["Mountains", "Hiking", "Village life"],
      description:
        "Chele La, at almost 4,000 m, is one of the highest roads in Bhutan, and on a clear day you see Jomolhari from the prayer flags. We hike along the ridge, then drop into the quiet Haa valley, which opened to tourists only in 2002, for lunch in a farmhouse.",
      itinerary: [
        "08:00 drive up from Paro to Chele La",
        "Ridge walk among the prayer flags",
        "Descent into Haa, white and black temples",
        "Farmhouse lunch, back to Paro",
      ],
      scene: "mountains",
    },
    {
      title: "Druk Path trek: Paro to Thimphu",
      city: "Paro",
      days: 5,
      topics: ["Trekking", "Mountains", "Lakes"],
      description:
        "A five-day trek over the ridge between Paro and Thimphu, past high lakes full of trout, yak herders' camps and the Phajoding monastery above Thimphu. Camping with a cook, horses for the gear. Best in spring and autumn.",
      itinerary: [
        "Day 1: Ta Dzong trailhead to Jili Dzong camp",
        "Day 2: Ridge walk to Jangchulakha",
        "Day 3: Jimilang Tsho lake",
        "Day 4: Simkotra Tsho to Phajoding",
        "Day 5: Down to Thimphu",
      ],
      scene: "mountains",
    },
  ],
  groupTours: [
    {
      title: "Paro Tsechu festival tour",
      cities: ["Paro", "Thimphu", "Punakha"],
      countries: ["Bhutan"],
      days: 7,
      topics: ["Festival", "Buddhism", "Culture"],
      description:
        "The Paro Tsechu is held in spring, on dates set by the lunar calendar, with masked cham dances in the dzong courtyard and the unrolling of a giant thangka at dawn on the last day. Two festival days plus Thimphu, Punakha and the Tiger's Nest.",
      scene: "temple",
      maxGroupSize: 12,
    },
    {
      title: "Bhutan east to west",
      cities: ["Paro", "Thimphu", "Punakha", "Gangtey", "Trongsa", "Bumthang"],
      countries: ["Bhutan"],
      days: 10,
      topics: ["Culture", "Buddhism", "Road trip"],
      description:
        "Across the central mountains to Bumthang and back: dzongs, farmhouses, crane valleys and high passes, at a pace that leaves space to sit in a temple courtyard for a while.",
      scene: "road",
      maxGroupSize: 10,
    },
    {
      title: "Jomolhari trek",
      cities: ["Paro"],
      countries: ["Bhutan"],
      days: 9,
      topics: ["Trekking", "Mountains", "Camping"],
      description:
        "Up the Paro valley to the base camp of Jomolhari and over passes close to 5,000 m, through yak herders' settlements and the remote village of Lingzhi. For fit, experienced trekkers.",
      scene: "mountains",
      maxGroupSize: 8,
    },
  ],
  cars: [
    {
      model: "Toyota Land Cruiser Prado",
      carType: "SUV",
      seats: 4,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 120,
    },
    {
      model: "Hyundai Santa Fe",
      carType: "SUV",
      seats: 4,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 100,
    },
    {
      model: "Toyota Hiace",
      carType: "Minivan",
      seats: 10,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 110,
    },
  ],
  driverRoutes: [
    "Paro airport – Thimphu",
    "Thimphu – Dochula – Punakha – Wangdue",
    "Wangdue – Pele La – Trongsa – Bumthang",
    "Paro – Chele La – Haa",
    "Punakha – Phobjikha (Gangtey)",
  ],
  scenes: ["temple", "mountains", "forest", "city", "road"],
  tourPriceEur: [150, 320],
};
