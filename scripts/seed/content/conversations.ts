import { HIGH_MOUNTAINS } from "./terrain";
/**
 * Short chat exchanges; each turn is one traveler message followed by the host's reply. `countries` lists where an
 * exchange is true (a trek above 3,000 m, autumn nights near zero, a land border), left out when it fits anywhere.
 * Placeholders: {host_first} {traveler_first} {city}.
 */
export interface ConversationScript {
  countries?: readonly string[];
  turns: { traveler: string; host: string }[];
}

/** Where the chats' 3,900 m multi-day trek fits: the high mountains but Uganda. */
const HIGH_TREKS = HIGH_MOUNTAINS.filter((c) => c !== "Uganda");
const COLD_AUTUMNS = [...HIGH_TREKS, "Uzbekistan", "Turkmenistan", "Albania"];
const LAND_BORDERS = [...COLD_AUTUMNS, "Uganda", "Laos", "Oman"];
/** A day trip with a canyon and two lakes, like Charyn and Kolsai. */
const CANYONS_AND_LAKES = ["Kazakhstan", "Kyrgyzstan", "Tajikistan", "Georgia", "Armenia", "Albania"];

export const CONVERSATIONS: ConversationScript[] = [
  {
    turns: [
      {
        traveler:
          "Hi {host_first}, we're two people looking at your tour for the 14th or 15th of next month. Are either of those dates free?",
        host: "Hi {traveler_first}! The 15th is free, the 14th I already have a group. Shall I hold the 15th for you?",
      },
      {
        traveler: "Yes please. Is the price the same for two as on the listing?",
        host: "Yes, the price for two people is the one shown on the listing, and it includes lunch and all entrance tickets.",
      },
      {
        traveler: "Perfect. Where do you pick up?",
        host: "From your hotel anywhere in {city}. Send me the name when you have it and I'll be there at 8:00.",
      },
    ],
  },
  {
    countries: HIGH_TREKS,
    turns: [
      {
        traveler: "Hello! How high does this trek go? My partner had altitude sickness once before.",
        host: "Hi {traveler_first}, the highest point is a little under 3,900 m, and we sleep around 3,000 m. It's good you mention it.",
      },
      {
        traveler: "Should we do anything before?",
        host: "Spend at least one or two days at altitude before we start, drink a lot of water and tell me straight away if you get a headache. We can always go down, no problem.",
      },
      {
        traveler: "Thanks, that's reassuring. Do you carry a first-aid kit?",
        host: "Always, and a satellite messenger for places with no signal. I'm also trained in wilderness first aid.",
      },
    ],
  },
  {
    turns: [
      {
        traveler: "Hi {host_first}, do we need any permit for this area or can we just go?",
        host: "Hi! Yes, you need a permit for that region. I can arrange it if you send me a scan of your passport at least 10 days before.",
      },
      {
        traveler: "Is there an extra cost?",
        host: "Only the official fee, which I pay and add to the invoice with the receipt. No commission.",
      },
      {
        traveler: "Great, I'll send the scans tonight.",
        host: "Perfect. Please also send the page with your visa or entry stamp once you arrive.",
      },
    ],
  },
  {
    turns: [
      {
        traveler: "Our flight lands at 3:40 in the morning, is an airport pickup at that time possible?",
        host: "No problem at all, {traveler_first}. I'll be at arrivals with a sign with your name. I check the flight status, so if you're late I'll wait.",
      },
      {
        traveler: "Amazing, thank you. How much is it to the centre of {city}?",
        host: "The night transfer is the same price as the day one. You can pay in cash in local currency, euros or dollars, whichever is easier.",
      },
      {
        traveler: "Euros is easiest. See you then!",
        host: "See you! Send me a message when you land, I'll be on WhatsApp.",
      },
    ],
  },
  {
    turns: [
      {
        traveler: "Hi, we're vegetarian. Is that a problem on the homestay nights?",
        host: "Not a problem, {traveler_first}. I'll tell the families in advance. Expect a lot of bread, soups, eggs, dairy and vegetables.",
      },
      {
        traveler: "And vegan? My sister is vegan.",
        host: "Harder in the villages, but possible. I'll ask them to cook separately for her and bring some extra things from the bazaar in {city}.",
      },
      { traveler: "You're a star. Thank you!", host: "My pleasure. Nobody goes hungry on my trips!" },
    ],
  },
  {
    turns: [
      {
        traveler: "We have a 3-year-old. Do you have a child seat in the car?",
        host: "Yes, I have a child seat and a booster. Just tell me the weight of your child so I bring the right one.",
      },
      {
        traveler: "About 15 kg. And is the drive very long?",
        host: "About four hours, but we can stop every hour or so. There's a nice playground at the lunch stop.",
      },
      { traveler: "That sounds ideal.", host: "Great, I'll put the seat in the day before. See you soon!" },
    ],
  },
  {
    turns: [
      {
        traveler: "Hi {host_first}, what's your cancellation policy? Our plans aren't 100% fixed yet.",
        host: "Hi! The deposit secures the date. If you cancel more than 14 days before, I refund it fully. After that I keep the deposit because I turn other guests away.",
      },
      {
        traveler: "That's fair. And if the weather is bad?",
        host: "If the road or trail is unsafe, we either move the date or I refund you. I will never take you somewhere dangerous.",
      },
      {
        traveler: "Okay, I'll book the deposit now.",
        host: "Thank you, {traveler_first}. I'll confirm everything in writing as soon as it comes through.",
      },
    ],
  },
  {
    countries: CANYONS_AND_LAKES,
    turns: [
      {
        traveler: "Is it possible to do this tour in one day instead of two?",
        host: "Technically yes, but it would mean about 10 hours in the car and only short stops. I honestly don't recommend it.",
      },
      {
        traveler: "Hmm. What would you cut?",
        host: "We could skip the second lake and do the canyon plus one lake. You'd be back in {city} around 20:00.",
      },
      {
        traveler: "Let's do that then. Same price?",
        host: "A bit lower, since there's no guesthouse night. I'll send you the updated price in a minute.",
      },
      { traveler: "Thanks!", host: "Sent. Let me know if it looks good." },
    ],
  },
  {
    turns: [
      {
        traveler: "Hello, can we pay by card, or only cash?",
        host: "The deposit you pay online through the site. The rest you can pay in cash on the day; card terminals don't always work outside {city}.",
      },
      {
        traveler: "Are there ATMs near the hotel?",
        host: "Yes, several in the centre. I'd take out cash in {city} before we leave, there's nothing in the mountains.",
      },
      { traveler: "Good to know, thanks.", host: "You're welcome. Small notes are best for tips and village shops." },
    ],
  },
  {
    countries: COLD_AUTUMNS,
    turns: [
      {
        traveler: "Hi! Is early October still a good time, or will it be cold?",
        host: "Early October is one of my favourite times: clear skies and autumn colours. Nights are cold, close to zero higher up, so bring a warm layer and a hat.",
      },
      {
        traveler: "Will the guesthouses be open?",
        host: "Yes, most stay open until the end of October. After that some close for the winter.",
      },
      {
        traveler: "Perfect, let's aim for the 5th.",
        host: "Great choice. I'll pencil it in for you, {traveler_first}.",
      },
    ],
  },
  {
    turns: [
      {
        traveler: "Can I bring my drone?",
        host: "In town, no; it's not allowed near government buildings and you could get in trouble. In the mountains it's usually fine, but I'll tell you where it's okay.",
      },
      {
        traveler: "Okay, that's helpful. Do I need to register it?",
        host: "Rules change, so please check the current regulations before you fly in. Some customs officers ask about drones at the airport.",
      },
      { traveler: "Will do, thanks for being upfront.", host: "Of course. Better to know before than at customs!" },
    ],
  },
  {
    turns: [
      {
        traveler: "Hi {host_first}, we're a group of 6. Is your minivan big enough with luggage?",
        host: "Hi {traveler_first}! Six people with one big suitcase each is fine. If you have more, I can add a roof box.",
      },
      { traveler: "We have backpacks only.", host: "Then it's easy. There's even space for a cooler with drinks." },
      {
        traveler: "And the price is per car, not per person?",
        host: "Per car, including fuel and my accommodation. Only parking and park entry fees are extra.",
      },
    ],
  },
  {
    countries: LAND_BORDERS,
    turns: [
      {
        traveler: "We want to cross the border and continue to the next country. Can you drive us all the way?",
        host: "I can take you to the border and help you through the crossing on foot. My car can't cross, but my colleague will be waiting on the other side.",
      },
      {
        traveler: "How long does the crossing take?",
        host: "Usually 30 minutes to an hour. In summer, on weekends, it can be longer, so we'll leave early.",
      },
      {
        traveler: "Great, that works for us.",
        host: "Perfect. I'll send you both our numbers so you're never without a contact.",
      },
    ],
  },
  {
    turns: [
      {
        traveler: "Hello! My mother is 74 and can walk but not for very long. Is this tour suitable?",
        host: "Hello {traveler_first}, yes, with small changes. I can drive closer to most places and we'll skip the steep part. Plenty of benches and tea stops.",
      },
      {
        traveler: "Lovely. Is there a toilet on the way?",
        host: "Yes, at the lunch stop and at the visitor centre. I'll plan the timing around them.",
      },
      {
        traveler: "Thank you for being so thoughtful.",
        host: "My own mother would ask the same questions. See you both in {city}!",
      },
    ],
  },
];
