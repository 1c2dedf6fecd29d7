/**
 * Review bodies with the rating each one reads as. The generator gives a host each text at most once, and only the
 * texts that fit them: `about` a day on the road (drivers, rental cars, operators), a guided tour (guides and
 * operators) or an operator's organisation; `host` the pronoun the text uses; `countries` where what it describes
 * exists. Placeholders: {first} (the host's first name), {city} (the host's city).
 */
import type { HostType } from "../../../domain/vocabulary";
import { MOUNTAINS } from "./terrain";

export interface ReviewText {
  rating: 3 | 4 | 5;
  text: string;
  about?: "road" | "tour" | "operator";
  host?: "he" | "she";
  countries?: readonly string[];
}

/** Which host types a review's subject fits. */
export const REVIEW_SUBJECTS: Record<NonNullable<ReviewText["about"]>, readonly HostType[]> = {
  road: ["driver", "tour_operator"],
  tour: ["guide", "tour_operator"],
  operator: ["tour_operator"],
};

/** Where dumplings (manti, khinkali, buuz, momo, mantu) are what a host would take you to. */
const DUMPLINGS = [
  "Kazakhstan",
  "Kyrgyzstan",
  "Tajikistan",
  "Turkmenistan",
  "Uzbekistan",
  "Mongolia",
  "Georgia",
  "Armenia",
  "Azerbaijan",
  "Nepal",
  "Bhutan",
  "India",
  "Pakistan",
];

export const REVIEW_TEXTS: ReviewText[] = [
  {
    rating: 5,
    text: "We asked for a quiet day away from the crowds and that is exactly what we got. Lunch at the family's house was the highlight of our whole trip.",
  },
  {
    rating: 5,
    text: "Picked us up at 5am without a single complaint and had hot tea ready in the car. The sunrise was worth every minute of lost sleep.",
  },
  {
    rating: 5,
    text: "Knows everyone, everywhere. We stopped in three villages and were invited in for bread each time.",
  },
  {
    rating: 5,
    text: "I'm a slow hiker and was nervous about the pass. Never once felt rushed, and the breaks were always at the best viewpoints.",
    about: "tour",
    countries: MOUNTAINS,
  },
  {
    rating: 5,
    text: "Booked last minute after another company cancelled on us. Replied within an hour, sorted the permit, and the trip ran perfectly.",
  },
  {
    rating: 5,
    text: "Our kids (8 and 11) still talk about the day with the horses. Patient, funny, and very careful with them around the animals.",
    about: "tour",
  },
  {
    rating: 5,
    text: "Spotless car, calm driving on some truly wild roads, and a great playlist. Would book again without thinking.",
    about: "road",
  },
  {
    rating: 5,
    text: "The history was fascinating but what I'll remember is the conversation about what life here was like in the 90s. Honest and thoughtful.",
    about: "tour",
  },
  {
    rating: 5,
    text: "We changed the plan twice because of weather and it was never a problem. Ended up seeing a place that wasn't on the itinerary at all and it was the best day.",
  },
  {
    rating: 5,
    text: "Fair price, agreed in writing up front, no surprises at the end. That alone made this stand out from our other bookings.",
  },
  {
    rating: 5,
    text: "As a solo female traveler I felt completely safe and looked after. She also found me the best dumplings of my life.",
    host: "she",
    countries: DUMPLINGS,
  },
  {
    rating: 5,
    text: "The guesthouse he chose was simple but spotless, and the grandmother's cooking was incredible. Ask for extra bread, trust me.",
    host: "he",
  },
  {
    rating: 5,
    text: "Three days, two flat tyres, one river crossing and zero stress. Our driver fixed everything in minutes and kept smiling.",
    about: "road",
  },
  {
    rating: 5,
    text: "Really good photographer's guide: knew exactly where the light would be and was happy to wait twenty minutes for the clouds to move.",
    about: "tour",
  },
  {
    rating: 5,
    text: "Great English, great stories, and she never once took us to a shop where she'd get a commission. Refreshing.",
    host: "she",
    about: "tour",
  },
  {
    rating: 5,
    text: "We're vegetarian and were worried about the food. Everything was arranged in advance with every host family, no awkward moments.",
  },
  {
    rating: 5,
    text: "Organised our whole ten days including trains and border crossing. Every pickup was on time and every hotel had our booking.",
    about: "operator",
  },
  {
    rating: 5,
    text: "Turned a rainy day into a great one: a cooking class, a bathhouse and a long lunch. We didn't miss the mountains at all.",
    countries: MOUNTAINS,
  },
  {
    rating: 5,
    text: "My parents are in their seventies and he adapted everything for them: shorter walks, more stops, a chair carried up to the viewpoint!",
    host: "he",
    about: "tour",
  },
  {
    rating: 5,
    text: "Honestly the best guide I've had in twenty years of travelling. Book her before everyone else finds out.",
    host: "she",
    about: "tour",
  },
  {
    rating: 5,
    text: "The altitude hit me on the second day and he turned us around without hesitation. Came back two days later and made it. Safety first, and I respect that.",
    host: "he",
    about: "tour",
    countries: MOUNTAINS,
  },
  {
    rating: 5,
    text: "Super responsive on chat before the trip, sent a packing list and even checked the road conditions the night before.",
  },
  {
    rating: 5,
    text: "We saw wildlife I didn't even know existed here. Binoculars provided, bird list emailed to us afterwards.",
    about: "tour",
  },
  {
    rating: 5,
    text: "Small details made it: a warm blanket in the car, dried fruit for the road, knowing which toilet stops were actually clean.",
  },
  {
    rating: 4,
    text: "Great day overall and very knowledgeable. The drive was longer than we expected, so plan for a very full day.",
  },
  {
    rating: 4,
    text: "Lovely guide with real passion for the place. Lunch took a while and we had less time at the last stop than I'd hoped.",
    about: "tour",
  },
  {
    rating: 4,
    text: "Car was comfortable and the driver was careful. His English is basic, so a translation app helped, but we managed fine and laughed a lot.",
    host: "he",
    about: "road",
  },
  {
    rating: 4,
    text: "The trek itself was fantastic. The second night's camp was more basic than described, but the views made up for it.",
    about: "tour",
    countries: MOUNTAINS,
  },
  {
    rating: 4,
    text: "Very good value and a well-planned route. Pickup was 30 minutes late on the first morning, fine after that.",
  },
  {
    rating: 4,
    text: "Excellent organisation for our group of six. A bit more free time in the towns would have been nice, but we'd book again.",
  },
  {
    rating: 4,
    text: "Knows the history inside out, sometimes a bit too much detail for my kids. Ask him for the short version and he'll happily give it.",
    host: "he",
    about: "tour",
  },
  {
    rating: 4,
    text: "Beautiful homestay and a wonderful family. Hot water was hit and miss, which is probably normal out there.",
  },
  {
    rating: 4,
    text: "Good communication and fair price. The vehicle was older than in the photos but reliable, and the driver was great.",
    about: "road",
  },
  {
    rating: 3,
    text: "The places were stunning, but we spent more time in the car than walking. Make sure you agree on the route in detail before you go.",
    about: "tour",
  },
  {
    rating: 3,
    text: "Friendly and helpful, but the guide changed at the last minute and the replacement didn't know the area as well. The company refunded part of the price.",
    about: "operator",
  },
  {
    rating: 3,
    text: "Okay experience. The tour felt a bit rushed because of a late start, though the host apologised and added an extra stop on the way back.",
  },
  {
    rating: 5,
    text: "{first} drove us for four days and never once took a risk, even on empty roads. We felt safe the whole way.",
    about: "road",
  },
  {
    rating: 5,
    text: "We landed at 2am and {first} was waiting with a sign and bottles of water. It made the start of our trip so easy.",
    about: "road",
  },
  {
    rating: 5,
    text: "The car was exactly as described: clean, a full tank, and a paper map in the glovebox for when the signal dropped. Drop-off took five minutes.",
    about: "road",
  },
  {
    rating: 5,
    text: "Our driver knew every viewpoint and when to skip one because the light was wrong. Long days on the road never felt long.",
    about: "road",
  },
  {
    rating: 5,
    text: "Handed over the car at our hotel in {city}, walked us round it, and answered within minutes when we had a question on day three.",
    about: "road",
  },
  {
    rating: 5,
    text: "{first} slowed down for every photo request and found a mechanic in a village when a warning light came on. Calm and kind the whole time.",
    about: "road",
  },
  {
    rating: 4,
    text: "Reliable car and an honest price. The air conditioning struggled in the afternoon heat, but {first} knocked a little off the bill without us asking.",
    about: "road",
  },
  {
    rating: 4,
    text: "Good, careful driving on the passes. Questionable taste in music, excellent conversation.",
    about: "road",
    countries: MOUNTAINS,
  },
  {
    rating: 3,
    text: "The car did the job, but it was a different model from the listing and the handover was an hour late. Sorted out in the end.",
    about: "road",
  },
  {
    rating: 5,
    text: "{first} turned a walk around {city} into a history lesson we'll remember for years, and knew exactly where to stop for coffee.",
    about: "tour",
  },
  {
    rating: 5,
    text: "We've travelled with big tour companies before; this was completely different. {first} knew the families, the paths and the stories behind them.",
    about: "tour",
  },
  {
    rating: 5,
    text: "Perfectly paced for a mixed group: the keen walkers went ahead, the rest of us took it slow, and nobody felt left out.",
    about: "tour",
  },
  {
    rating: 5,
    text: "The picnic alone was worth it: bread still warm, cheese from a neighbour, tea brewed on the spot.",
    about: "tour",
  },
  {
    rating: 5,
    text: "We asked a hundred questions and got a hundred patient answers. We came away understanding the country far better than from any book.",
    about: "tour",
  },
  {
    rating: 5,
    text: "A local's view of {city}: no queues, back streets, and a lunch place with no sign on the door.",
    about: "tour",
  },
  {
    rating: 4,
    text: "Wonderful guide and a beautiful route. The start was earlier than we'd have liked, but it meant we had the place to ourselves.",
    about: "tour",
  },
  {
    rating: 4,
    text: "Very informative. The walk was harder than the listing suggested, so be honest with yourself about your fitness before booking.",
    about: "tour",
  },
  {
    rating: 5,
    text: "Every transfer, guesthouse and guide in our two weeks was arranged, and when a flight moved, the team rebooked everything overnight.",
    about: "operator",
  },
  {
    rating: 5,
    text: "The team answered every e-mail within the day, and the final plan matched what we'd asked for, down to the vegetarian lunches.",
    about: "operator",
  },
  {
    rating: 4,
    text: "A well-organised trip with great local guides. One guesthouse was further from the centre than we expected.",
    about: "operator",
  },
  {
    rating: 5,
    text: "Flexible, honest and great company. We'll be back next year, and we'll be asking for {first} again.",
  },
  {
    rating: 5,
    text: "The tips for the rest of our trip were spot on, including a bakery in {city} we went back to three times.",
  },
  {
    rating: 5,
    text: "Clear, friendly messages before the trip, and on the day everything happened exactly as planned.",
  },
];
