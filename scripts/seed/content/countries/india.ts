import type { CountryContent } from "../types";

export const INDIA: CountryContent = {
  country: "India",
  languages: ["Hindi", "Bengali", "Malayalam", "Ladakhi", "Telugu", "Rajasthani"],
  firstNames: {
    female: ["Priya", "Ananya", "Kavya", "Meera", "Shreya", "Lakshmi", "Neha", "Divya", "Padma", "Tsering"],
    male: ["Arjun", "Rahul", "Vikram", "Rohan", "Karan", "Anil", "Sanjay", "Stanzin", "Manoj", "Abdul"],
  },
  lastNames: [
    "Sharma",
    "Singh",
    "Patel",
    "Nair",
    "Iyer",
    "Reddy",
    "Das",
    "Chatterjee",
    "Rathore",
    "Menon",
    "Namgyal",
    "Khan",
  ],
  tours: [
    {
      title: "Old Delhi food walk",
      city: "Delhi",
      days: 1,
      topics: ["Food", "City", "History"],
      description:
        "Old Delhi is best eaten. We start at Jama Masjid, walk through Chandni Chowk to the lane of fried parathas, climb onto a rooftop above the Khari Baoli spice market, share a meal at the Sis Ganj gurdwara's community kitchen and end with jalebi straight from the oil. Vegetarian route on request.",
      itinerary: [
        "09:30 Jama Masjid",
        "Chandni Chowk and Paranthe Wali Gali",
        "Khari Baoli spice market rooftop",
        "Langar at Gurudwara Sis Ganj Sahib",
        "Jalebi, kulfi and chai",
      ],
      scene: "city",
    },
    {
      title: "Jaipur: Amber Fort at opening time and the stepwells",
      city: "Jaipur",
      days: 1,
      topics: ["History", "Architecture", "Crafts"],
      description:
        "Rajasthan's capital before the crowds: Amber Fort at 8 in the morning is a different place from Amber Fort at 11. After the fort we visit the Panna Meena ka Kund stepwell, the Hawa Mahal and the Jantar Mantar observatory, and end at a block-printing workshop in Sanganer.",
      itinerary: [
        "08:00 Amber Fort",
        "Panna Meena ka Kund stepwell",
        "Lunch of dal baati churma",
        "Hawa Mahal and Jantar Mantar",
        "Block printing in Sanganer",
      ],
      scene: "city",
    },
    {
      title: "Nubra valley over the Khardung La",
      city: "Leh",
      days: 3,
      topics: ["Road trip", "Mountains", "Buddhism"],
      description:
        "Over the Khardung La, one of the highest motorable passes in the world at over 5,300 m, and down into the Nubra valley: Diskit monastery, the sand dunes of Hunder with Bactrian camels, and the Balti village of Turtuk near the Line of Control. Spend at least two days acclimatising in Leh before. Protected-area permits are needed and I arrange them.",
      itinerary: [
        "Day 1: Leh over Khardung La to Diskit, monastery and the giant Maitreya Buddha",
        "Day 2: Turtuk village and apricot orchards, back to Hunder for the dunes",
        "Day 3: Return to Leh",
      ],
      scene: "mountains",
    },
    {
      title: "Pangong Tso overnight",
      city: "Leh",
      days: 2,
      topics: ["Lakes", "Road trip", "Mountains"],
      description:
        "Pangong Tso is a long high-altitude lake at about 4,200 m that changes from turquoise to deep blue as the light moves. We drive over the Chang La, spend the night in a simple camp by the shore (it gets very cold) and come back via Thiksey monastery.",
      itinerary: [
        "Day 1: Leh to Chang La, Pangong Tso by afternoon, camp by the lake",
        "Day 2: Sunrise at the lake, Thiksey monastery, back in Leh",
      ],
      scene: "lake",
    },
    {
      title: "Varanasi: the ghats at dawn and the evening aarti",
      city: "Varanasi",
      days: 1,
      topics: ["Religion", "Culture", "Photography"],
      description:
        "We take a rowing boat along the ghats at sunrise, when people bathe, pray and do yoga on the steps. Later we walk the lanes of the old city, visit Sarnath, where the Buddha gave his first sermon, and return for the Ganga aarti at Dashashwamedh ghat. Please no photos at the cremation ghats.",
      itinerary: [
        "05:30 rowing boat from Assi ghat",
        "Chai and kachori in the old city",
        "Sarnath in the afternoon",
        "18:30 Ganga aarti at Dashashwamedh ghat",
      ],
      scene: "temple",
    },
    {
      title: "Kochi and the Kerala backwaters by country boat",
      city: "Kochi",
      days: 1,
      topics: ["Coast", "Food", "Village life"],
      description:
        "Fort Kochi's Chinese fishing nets, the spice warehouses of Mattancherry and the synagogue in Jew Town, then a country boat (not a big houseboat) poled through the narrow village canals of the backwaters, with a Kerala meal served on a banana leaf.",
      itinerary: [
        "08:00 Chinese fishing nets at Fort Kochi",
        "Mattancherry palace and Jew Town",
        "Drive to the backwaters",
        "Country boat through the village canals, lunch on banana leaf",
        "Kathakali performance in the evening (optional)",
      ],
      scene: "coast",
    },
    {
      title: "Hampi: boulders, temples and a coracle ride",
      city: "Hampi",
      days: 2,
      topics: ["History", "Temples", "Hiking"],
      description:
        "The ruins of Vijayanagara are scattered across a landscape of giant granite boulders and banana plantations. We see the Vittala temple and its stone chariot, the Virupaksha temple, the royal enclosure, cross the Tungabhadra in a round coracle and climb Matanga hill for sunrise.",
      itinerary: [
        "Day 1: Virupaksha temple, Hampi bazaar, Vittala temple, royal enclosure, Lotus Mahal",
        "Day 2: Sunrise on Matanga hill, coracle ride, Anegundi village",
      ],
      scene: "temple",
    },
    {
      title: "Meghalaya: the living root bridges",
      city: "Shillong",
      days: 2,
      topics: ["Hiking", "Forest", "Village life"],
      description:
        "In the wettest hills on earth, the Khasi people grow bridges from the roots of rubber fig trees. We walk down about 3,500 steps to the double-decker root bridge at Nongriat, sleep in the village and visit the clear Umngot river at Dawki on the way back to Shillong.",
      itinerary: [
        "Day 1: Shillong to Sohra (Cherrapunji), Nohkalikai falls, walk down to Nongriat",
        "Day 1: Swim at the Rainbow falls pool, homestay in Nongriat",
        "Day 2: Climb back up, Mawlynnong village, Dawki river, back to Shillong",
      ],
      scene: "forest",
    },
    {
      title: "Darjeeling: Tiger Hill, a tea estate and the toy train",
      city: "Darjeeling",
      days: 1,
      topics: ["Tea", "Mountains", "Train journey"],
      description:
        "At sunrise from Tiger Hill, Kanchenjunga turns pink while the valleys are still dark. After breakfast, a walk through the Happy Valley tea estate with a tasting, and the Darjeeling Himalayan Railway joy ride to Ghum and back on the old steam train.",
      itinerary: [
        "04:30 drive to Tiger Hill",
        "Ghum monastery",
        "Happy Valley tea estate and tasting",
        "Toy train joy ride",
        "Momos on the Mall",
      ],
      scene: "mountains",
    },
    {
      title: "Hyderabad: Charminar, Golconda and the best biryani",
      city: "Hyderabad",
      days: 1,
      topics: ["History", "Food", "City"],
      description:
        "Hyderabad, the Deccan one, is a city of Nizams, pearls and biryani. We start at the Charminar and Laad Bazaar, visit the Chowmahalla palace, climb Golconda fort and see the Qutb Shahi tombs, with Irani chai and Osmania biscuits in between.",
      itinerary: [
        "09:00 Charminar and Laad Bazaar",
        "Chowmahalla palace",
        "Biryani lunch",
        "Golconda fort",
        "Qutb Shahi tombs at sunset",
      ],
      scene: "city",
    },
  ],
  groupTours: [
    {
      title: "Ladakh: monasteries and high passes",
      cities: ["Leh"],
      countries: ["India"],
      days: 9,
      topics: ["Buddhism", "Mountains", "Road trip"],
      description:
        "Three easy days in Leh to acclimatise, then Hemis, Thiksey and Lamayuru monasteries, the Nubra valley and Pangong Tso. June to September.",
      scene: "mountains",
      maxGroupSize: 10,
    },
    {
      title: "Rajasthan by road and rail",
      cities: ["Delhi", "Jaipur", "Udaipur"],
      countries: ["India"],
      days: 9,
      topics: ["History", "Architecture", "Food"],
      description:
        "Old Delhi, the forts of Jaipur, the Ranakpur Jain temple and Udaipur's lakes, with heritage hotel nights and a village stay in the Aravalli hills.",
      scene: "city",
      maxGroupSize: 12,
    },
    {
      title: "India's northeast: Meghalaya and Darjeeling",
      cities: ["Shillong", "Darjeeling"],
      countries: ["India"],
      days: 8,
      topics: ["Hiking", "Tea", "Village life"],
      description:
        "Root bridges and clear rivers in the Khasi hills, then tea estates and mountain views in Darjeeling. October to April is the best time.",
      scene: "forest",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "Toyota Innova Crysta",
      carType: "Minivan",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 45,
    },
    {
      model: "Maruti Suzuki Dzire",
      carType: "Sedan",
      seats: 4,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 30,
    },
    {
      model: "Mahindra Scorpio",
      carType: "4x4",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 55,
    },
    {
      model: "Maruti Suzuki Swift",
      carType: "Compact",
      seats: 4,
      transmission: "manual",
      driverIncluded: false,
      pricePerDayEur: 25,
    },
  ],
  driverRoutes: [
    "Leh – Khardung La – Nubra – Turtuk",
    "Leh – Chang La – Pangong Tso",
    "Delhi – Agra – Jaipur (Golden Triangle)",
    "Udaipur – Kumbhalgarh – Ranakpur – Jodhpur",
    "Kochi – Munnar – Alleppey",
    "Guwahati – Shillong – Sohra – Dawki",
  ],
  scenes: ["temple", "city", "mountains", "desert", "coast", "forest", "lake"],
  tourPriceEur: [25, 90],
};
