import type { HostType } from "../../../domain/vocabulary";

/**
 * Host bios. Placeholders: {first_name} {city} {country} {years} {specialty} {languages}.
 * {specialty} is a lowercase noun phrase from SPECIALTIES; {languages} is a readable list ("Kazakh, Russian and English").
 */
export const BIO_TEMPLATES: Record<HostType, string[]> = {
  guide: [
    "I'm {first_name}, born and raised in {city}. I've been guiding for {years} years, mostly {specialty}, and I still get excited when guests see my part of {country} for the first time. I speak {languages}.",
    "I started guiding as a student in {city} to pay for my books and never stopped. {years} years later, {specialty} is what I know best. I keep groups small, walk at your pace and always carry a thermos of tea.",
    "Before I became a guide I was a school teacher, and I think it shows: I love explaining why things are the way they are in {country}. My favourite days are the ones about {specialty}. Guiding in {languages}.",
    "{years} years of showing people around {city} and I still find new corners. I specialise in {specialty}. If you want a rushed checklist tour, I'm not your guide; if you want to understand {country} a little better, write to me.",
    "I grew up between {city} and my grandparents' village, so I know both the city and the countryside. For the last {years} years I've been guiding travelers, with a focus on {specialty}. I speak {languages}.",
    "Licensed guide based in {city}. I focus on {specialty} and have done it for {years} years, in every season and every kind of weather. Ask me anything before you book; I usually reply within a few hours.",
    "Hi, I'm {first_name}! I'm happiest outdoors, and this job lets me be outdoors almost every day. I've guided in and around {city} for {years} years, mostly {specialty}. Languages: {languages}.",
  ],
  driver: [
    "I'm {first_name}, a professional driver from {city} with {years} years on the roads of {country}. I know where the potholes are, where the best roadside food is and when to leave to beat the weather. My specialty is {specialty}.",
    "Safe driving first, good music second. I've been driving travelers around {country} for {years} years and I specialise in {specialty}. I speak {languages}, enough for stories between the stops.",
    "My car is my office and I keep it clean. Based in {city}, I do {specialty} and anything in between. {years} years without an accident, and I plan to keep it that way.",
    "I used to drive a taxi in {city}; now I drive travelers across {country}, which is much more interesting. I have {years} years of experience, mostly {specialty}. Tell me when you want a photo stop and I'll find a safe place to pull over.",
    "Hello from {city}! I'm not a guide, but I know my country well and I'm happy to share what I know on the road. {years} years of driving, mostly {specialty}. I speak {languages}.",
    "Driver and mechanic, which matters on our roads. I'm based in {city} and cover all of {country}, with a focus on {specialty}. Flexible with times; early starts are no problem for me.",
  ],
  tour_operator: [
    "We are a small family-run company from {city}, and I'm {first_name}, the one who answers your messages. For {years} years we've organised trips across {country}, specialising in {specialty}. Every guide and driver we work with is someone we know personally.",
    "I founded our agency in {city} after years of guiding for big foreign companies and thinking we could do it better and fairer. We focus on {specialty} and pay our local teams properly. Our team speaks {languages}.",
    "{first_name} here, licensed tour operator based in {city}. We handle the details: permits, guides, drivers, guesthouses, even a local SIM card. {years} years in the business, with a specialty in {specialty}.",
    "Our team plans trips in {country} the way we'd want to travel ourselves: small groups, local food, no rushing. We've done this for {years} years and know {specialty} especially well. Send us your dates and we'll reply with an honest plan.",
    "I run a small operator in {city} with a handful of guides and drivers I trust completely. We've been doing {specialty} for {years} years, and most of our guests now come through recommendations. We work in {languages}.",
    "We are a team of local guides and drivers based in {city}. For the past {years} years we've designed trips around {specialty}, including invitation letters and permits where {country} requires them. We reply within a day.",
  ],
};

/** Lowercase noun phrases that read naturally inside BIO_TEMPLATES. */
export const SPECIALTIES: Record<HostType, string[]> = {
  guide: [
    "high-altitude trekking",
    "Soviet modernist architecture",
    "Silk Road history",
    "birdwatching and wildlife tracking",
    "food and market walks",
    "photography trips at sunrise and sunset",
    "Buddhist monasteries and art",
    "nomadic culture and horse riding",
    "archaeology and ancient cities",
    "family-friendly day hikes",
    "wine regions and village food",
    "desert camping",
    "textiles and traditional crafts",
    "sacred sites and pilgrimage routes",
    "rock art and geology",
  ],
  driver: [
    "4x4 mountain passes",
    "long-distance overland trips",
    "airport transfers and city driving",
    "off-road desert driving",
    "border crossings and multi-country routes",
    "early starts for photographers",
    "family trips with child seats",
    "winter and snow driving",
    "trailhead drop-offs for trekkers",
    "safari game drives",
  ],
  tour_operator: [
    "small-group Silk Road itineraries",
    "tailor-made family trips",
    "trekking expeditions with full logistics",
    "festival tours",
    "community-based tourism and homestays",
    "multi-country overland routes",
    "photography expeditions",
    "slow travel off the main routes",
    "wildlife safaris",
    "first-time visits with everything arranged",
  ],
};
