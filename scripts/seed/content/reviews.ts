/** Review bodies with the rating each one reads as: the generator draws from them by minimum rating. */
export const REVIEW_TEXTS: { rating: 3 | 4 | 5; text: string }[] = [
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
  },
  {
    rating: 5,
    text: "Booked last minute after another company cancelled on us. Replied within an hour, sorted the permit, and the trip ran perfectly.",
  },
  {
    rating: 5,
    text: "Our kids (8 and 11) still talk about the day with the horses. Patient, funny, and very careful with them around the animals.",
  },
  {
    rating: 5,
    text: "Spotless car, calm driving on some truly wild roads, and a great playlist. Would book again without thinking.",
  },
  {
    rating: 5,
    text: "The history was fascinating but what I'll remember is the conversation about what life here was like in the 90s. Honest and thoughtful.",
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
  },
  {
    rating: 5,
    text: "The guesthouse he chose was simple but spotless, and the grandmother's cooking was incredible. Ask for extra bread, trust me.",
  },
  {
    rating: 5,
    text: "Three days, two flat tyres, one river crossing and zero stress. Our driver fixed everything in minutes and kept smiling.",
  },
  {
    rating: 5,
    text: "Really good photographer's guide: knew exactly where the light would be and was happy to wait twenty minutes for the clouds to move.",
  },
  {
    rating: 5,
    text: "Great English, great stories, and she never once took us to a shop where she'd get a commission. Refreshing.",
  },
  {
    rating: 5,
    text: "We're vegetarian and were worried about the food. Everything was arranged in advance with every host family, no awkward moments.",
  },
  {
    rating: 5,
    text: "Organised our whole ten days including trains and border crossing. Every pickup was on time and every hotel had our booking.",
  },
  {
    rating: 5,
    text: "Turned a rainy day into a great one: a cooking class, a bathhouse and a long lunch. We didn't miss the mountains at all.",
  },
  {
    rating: 5,
    text: "My parents are in their seventies and he adapted everything for them: shorter walks, more stops, a chair carried up to the viewpoint!",
  },
  {
    rating: 5,
    text: "Honestly the best guide I've had in twenty years of travelling. Book her before everyone else finds out.",
  },
  {
    rating: 5,
    text: "The altitude hit me on the second day and he turned us around without hesitation. Came back two days later and made it. Safety first, and I respect that.",
  },
  {
    rating: 5,
    text: "Super responsive on chat before the trip, sent a packing list and even checked the road conditions the night before.",
  },
  {
    rating: 5,
    text: "We saw wildlife I didn't even know existed here. Binoculars provided, bird list emailed to us afterwards.",
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
  },
  {
    rating: 4,
    text: "Car was comfortable and the driver was careful. His English is basic, so a translation app helped, but we managed fine and laughed a lot.",
  },
  {
    rating: 4,
    text: "The trek itself was fantastic. The second night's camp was more basic than described, but the views made up for it.",
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
  },
  {
    rating: 4,
    text: "Beautiful homestay and a wonderful family. Hot water was hit and miss, which is probably normal out there.",
  },
  {
    rating: 4,
    text: "Good communication and fair price. The vehicle was older than in the photos but reliable, and the driver was great.",
  },
  {
    rating: 3,
    text: "The places were stunning, but we spent more time in the car than walking. Make sure you agree on the route in detail before you go.",
  },
  {
    rating: 3,
    text: "Friendly and helpful, but the guide changed at the last minute and the replacement didn't know the area as well. The company refunded part of the price.",
  },
  {
    rating: 3,
    text: "Okay experience. The tour felt a bit rushed because of a late start, though the host apologised and added an extra stop on the way back.",
  },
];
