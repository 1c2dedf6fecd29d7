import type { Scene } from "./types";

export interface BlogIdea {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  tags: string[];
  author: string;
  country: string;
  scene: Scene;
  showcase: boolean;
}

export const BLOG_ARTICLES: readonly BlogIdea[] = [
  {
    slug: "pamir-highway-practical-guide",
    title: "Driving the Pamir Highway: permits, seasons and what nobody tells you",
    excerpt:
      "The M41 through Tajikistan's Pamirs is one of the great road trips on earth. Here is what a local driver wishes every traveler knew before setting off.",
    author: "Jamshed Mamadnazarov",
    country: "Tajikistan",
    scene: "road",
    showcase: true,
    tags: ["Tajikistan", "Kyrgyzstan", "Road trip", "Practical"],
    body: `I have driven the Pamir Highway more times than I can count, in every month it is open and a few when it probably shouldn't have been. Travelers arrive with beautiful photos in their heads and very little idea of the logistics. This guide is for them.

## The route in one paragraph

The Pamir Highway (the M41) runs from Dushanbe through the Gorno-Badakhshan region (GBAO) to Khorog, climbs onto the high plateau at Murghab, passes the salt lake of Karakul and crosses into Kyrgyzstan at the Kyzyl-Art pass before dropping to Sary-Tash and Osh. Most people add a detour through the Wakhan valley between Khorog and Murghab, which is slower but far more beautiful. Plan on ten to fourteen days if you want to enjoy it rather than survive it.

## Permits and paperwork

You need a valid visa or e-visa for Tajikistan **and** the GBAO permit. When you apply for the e-visa you can usually request the GBAO permit at the same time for a small extra fee; it is printed on the same document. Carry several paper copies, because checkpoints along the road will ask for it and will write your details in a notebook. If you enter from Kyrgyzstan, check the current rules for your nationality on both sides before you go: they change, and nobody at the border will be impressed by an old blog post (including this one).

## When to go

The road is realistically a summer trip. From late June to mid-September the passes are clear, homestays are open and the weather is mostly stable. May and October are possible but cold, with snow on the high passes and some guesthouses closed. In winter only locals and the very determined drive it.

## Altitude is the real challenge

Murghab sits at around 3,600 m, Karakul at about 3,900 m and the Ak-Baital pass at more than 4,600 m. That is higher than most people have ever slept. Some simple rules:

- Drive **west to east** if you can (Dushanbe to Osh), so you climb gradually over several days.
- Spend at least one night in Khorog or the Wakhan before going up to the plateau.
- Drink more water than you think you need, and go easy on alcohol.
- A headache that does not go away with water and rest is a signal to go down, not to push on.

## Money, fuel and connectivity

Bring cash. There are ATMs in Dushanbe and Khorog, and after that you should not count on any. US dollars and somoni are both useful; small notes make life easier. Fuel is available in the larger villages, sometimes from barrels rather than pumps, so a good driver fills up whenever he can. Mobile signal exists in towns and disappears in between. Download offline maps before leaving Dushanbe.

## Homestays, not hotels

Outside Dushanbe and Khorog, you will mostly sleep in family homestays: a mattress on the floor of a traditional Pamiri house, dinner and breakfast included, an outdoor toilet and sometimes a banya. They are simple, warm and the single best part of the trip. Please don't bargain hard; the money stays in villages that see very little of it.

## Choosing a car and driver

A proper 4x4 such as a Land Cruiser or Pajero is worth the extra cost. Ask your driver how many times they have done the full route, whether they speak any English, and what happens if the car breaks down (the right answer involves spare parts in the boot and a cousin in Khorog). Agree in writing on the price, who pays for the driver's food and accommodation, and the itinerary day by day.

## One last thing

Leave a spare day. A landslide, a flat tyre or a wedding invitation in a Wakhi village will happen, and the people who enjoy the Pamirs most are the ones who are not watching the clock.`,
  },
  {
    slug: "uzbekistan-by-train",
    title: "Uzbekistan by train: Tashkent, Samarkand, Bukhara and Khiva without a car",
    excerpt:
      "Uzbekistan has one of the easiest rail networks in Central Asia. How to use it, when to book and which train to take between the Silk Road cities.",
    author: "Nodira Khodjaeva",
    country: "Uzbekistan",
    scene: "temple",
    showcase: true,
    tags: ["Uzbekistan", "Trains", "Silk Road", "Practical"],
    body: `Ten years ago, moving between Uzbekistan's Silk Road cities meant long shared-taxi rides across the desert. Today the classic route from Tashkent to Khiva can be done almost entirely by train, and it is one of the most relaxing ways to see the country.

## The trains you will meet

**Afrosiyob** is the high-speed train, Spanish-built and very comfortable. It connects Tashkent with Samarkand in a little over two hours and continues to Bukhara, with some services running further south. It is the one everyone wants, and it sells out.

**Sharq** trains are slower, cheaper and still comfortable, a good backup when Afrosiyob is full.

**Overnight and regional trains** run on longer routes, including the line to Khiva and Urgench. Sleeper compartments are clean and a great way to meet Uzbek families, who will try to feed you.

## A classic route

1. **Tashkent** (2 nights): metro stations, Chorsu bazaar, Khast Imam.
2. **Samarkand** (3 nights): Registan, Shah-i-Zinda, Gur-e-Amir, a day trip to Shakhrisabz.
3. **Bukhara** (3 nights): the old town is walkable and best explored slowly.
4. **Khiva** (2 nights): the walled Itchan Kala, ideally with a day trip to the desert fortresses.
5. Back to Tashkent by overnight train or a domestic flight from Urgench.

## Booking tickets

Tickets are sold on the official Uzbekistan Railways website and app, at stations and through local agencies. Foreign cards do not always work online, so many travelers ask a local host or guesthouse to book for them. Tickets are released some weeks in advance; for travel in April, May, September and October, book as soon as your dates are fixed, especially for Afrosiyob. You need your passport details for the booking and your passport at the station.

## At the station

Arrive at least 30 to 40 minutes early. There is a security check at the station entrance and a second passport check on the platform. Stations are clean and have small cafes, but the food on board is limited, so buy bread, fruit and snacks at the bazaar the day before.

## Paperwork and money

Many nationalities can now visit Uzbekistan without a visa or with a simple e-visa; check the current rules for your passport. Hotels and guesthouses register foreign guests with the authorities and usually give you a slip or confirmation. Keep these in case anyone asks, particularly if you plan to stay with friends.

ATMs are now common in the big cities and cards work in many hotels and restaurants, but carry som in cash for bazaars, taxis and small guesthouses.

## What the train won't do for you

Trains get you between cities, not into the countryside. For places like the Nuratau mountains, Aydarkul lake, the Aral Sea at Moynaq or the fortresses of Karakalpakstan, you will need a driver for a day or two. Book one locally; it is cheaper than you would think and far more flexible than a tour bus.

## Small tips from a local

- Bring a light scarf or shawl for mosques and shrines.
- Sunrise and late afternoon are the best times for the monuments, both for light and crowds.
- In Bukhara and Khiva, stay inside the old town. You will walk everywhere and see the streets after the day visitors leave.
- Say yes to the tea. Always.`,
  },
  {
    slug: "mongolia-ger-etiquette",
    title: "Staying with nomads in Mongolia: ger etiquette that actually matters",
    excerpt:
      "Where to sit, what to do with the bowl of airag and why you should never step on the threshold. A short guide to being a good guest in a Mongolian ger.",
    author: "Oyunchimeg Batbold",
    country: "Mongolia",
    scene: "steppe",
    showcase: true,
    tags: ["Mongolia", "Culture", "Etiquette", "Nomadic life"],
    body: `Most trips in Mongolia include at least one night with a herding family, and for many travelers it becomes the memory they talk about for years. Families are used to foreign guests and very forgiving, but a few gestures show respect and make everyone more comfortable.

## Arriving

Herding families keep dogs, and some are serious guard dogs. The traditional call as you approach a ger is **"Nokhoi khor!"**, which means "hold the dog". Your driver or guide will usually go first. Don't walk straight up to a ger on your own.

## Entering the ger

The door of a ger faces south. When you enter:

- **Don't step on the threshold.** Step over it. Stepping on it is considered bad luck for the family.
- Move to the left (clockwise) as you come in. Guests traditionally sit on the west side; the back of the ger, facing the door, is the place of honour and often has the family altar.
- Don't lean against the two central pillars or pass between them, and don't whistle inside.
- Don't point your feet at the stove or the altar when you sit down.

If you get it wrong, nobody will be upset. The effort is noticed more than perfection.

## Food and drink

You will be offered something almost immediately: milk tea (suutei tsai), dried curds (aaruul), fried bread, and in summer, fermented mare's milk (airag). Receive bowls with your right hand, or with both hands, and at least taste what you are given before putting it down. You don't have to finish it. Airag is mildly alcoholic and an acquired taste; a polite sip is enough.

If a snuff bottle is passed around, receive it with your right hand, open the lid slightly, sniff, and return it. You don't have to actually take snuff.

## Gifts

Bringing something is appreciated, but money handed over directly can be awkward. Good gifts are practical or shareable:

- Fruit, sweets or biscuits from the city (fresh fruit is rare on the steppe).
- Printed photos of the family, sent afterwards through your guide.
- Good quality tea, school supplies for children, or small tools.

If you are paying for a homestay, the payment is normally arranged through your guide or operator, which keeps things simple for everyone.

## Photography

Ask before photographing people, especially older family members. Most are happy to pose, and many will ask to see the picture. Children will probably want to take your camera and photograph you back.

## Helping out

Offer to help. You might be handed a bucket at milking time, asked to herd a few goats, or shown how to make dumplings. Doing small chores is one of the best ways to connect when you don't share a language.

## Practicalities

- The toilet is usually a pit latrine some distance away. Bring a headlamp and toilet paper, and take the paper back with you.
- Nights are cold even in summer. A warm sleeping bag or liner is useful.
- Fire is sacred; don't throw rubbish into the stove.
- There will be no shower. Wet wipes are your friend.

## Saying goodbye

When you leave, don't turn your back abruptly to the family's altar, and thank your hosts with a simple **"Bayarlalaa"** (thank you). If they splash milk towards your car as you drive away, that is a blessing for a safe journey.`,
  },
  {
    slug: "georgian-supra-survival-guide",
    title: "How to survive (and enjoy) a Georgian supra",
    excerpt:
      "Toasts, horns, qvevri wine and the art of saying no politely. What to expect at a Georgian feast, from someone who has hosted a few hundred.",
    author: "Levan Tsiklauri",
    country: "Georgia",
    scene: "city",
    showcase: false,
    tags: ["Georgia", "Food", "Wine", "Culture"],
    body: `If you spend more than a few days in Georgia, sooner or later someone will invite you to a supra. It might be a wedding, a birthday, a harvest lunch in Kakheti or just a Tuesday. It will last longer than you expect, involve more food than seems physically possible, and be one of the warmest evenings of your trip.

## The tamada

Every proper supra has a **tamada**, the toastmaster. He (it is still usually a he, though not always) leads the evening, decides the order of the toasts and sets the rhythm. A good tamada is funny, wise and a little bit of a poet. The tamada's job is not to get everyone drunk; it is to make sure everyone feels seen.

## Toasts are not optional, drinking mostly is

Toasts follow a loose structure that varies by region and family. They often include toasts to peace, to the country, to those who have passed away, to parents, to children, to women and to friendship, among many others. The tamada speaks, sometimes at length, and then others may add to the toast.

A few rules of thumb:

- **Don't drink between toasts** at a formal supra. Wait for the tamada.
- Toasts are made with **wine or chacha**, never beer. Toasting with beer is traditionally considered an insult, or at least very odd.
- You don't have to empty your glass every time. Sip if you want to pace yourself. Nobody will force you, although they may tease you.
- **"Gaumarjos!"** ("victory to us") is what you say when you raise your glass.
- If the tamada passes the toast to you with the word **"alaverdi"**, you are invited to add your own words. A few sincere sentences about your hosts are perfect.

## The food

The table is covered before you sit down and keeps filling up as the evening goes on. Expect some of these:

- **Khachapuri**, cheese bread in a regional style (the Adjarian one has an egg in the middle).
- **Pkhali** and **badrijani nigvzit**, vegetables and aubergine rolls with walnut paste.
- **Mtsvadi**, pork or beef skewers grilled over vine cuttings.
- **Khinkali**, the big dumplings. Hold them by the knot, bite a small hole, drink the broth, then eat the rest. Leave the knot on your plate; locals count them.
- Fresh herbs, tomatoes and cucumbers, and bread from a tone oven.

Pace yourself. The first hour of food is only the beginning.

## The wine

Georgia has been making wine for about 8,000 years, and the traditional method, fermenting grapes with skins in buried clay jars called **qvevri**, is on UNESCO's list of intangible heritage. Qvevri white wines are amber coloured and tannic; the reds are deep and earthy. At a family supra, the wine will most likely come from the host's own cellar, served from a jug.

Sometimes a toast is drunk from a horn (**kantsi**). A horn can't be put down until it's empty, so accept one only if you mean it.

## Saying no

If you don't drink alcohol, say so early to the tamada or your host. It is completely accepted, especially for guests; you can raise a glass of juice or water with everyone else. If you are full, leave a little food on your plate; an empty plate gets refilled immediately.

## Singing

At some point someone will start singing, and others will join in with harmonies that give you goosebumps. Georgian polyphonic singing is also on UNESCO's list, and nothing on a recording compares to hearing it across a table at midnight. You will not be expected to sing, but clapping is welcome.

## Leaving

Don't try to leave early without saying goodbye to the tamada and your hosts. There will be one more toast, to the road.`,
  },
  {
    slug: "nepal-teahouse-trekking-guide",
    title: "Teahouse trekking in Nepal: seasons, permits and choosing a guide",
    excerpt:
      "A practical guide to Nepal's lodge-to-lodge treks, from a Sherpa guide who has walked the Khumbu and Annapurna trails since he was a porter at 17.",
    author: "Pemba Sherpa",
    country: "Nepal",
    scene: "mountains",
    showcase: false,
    tags: ["Nepal", "Trekking", "Practical", "Altitude"],
    body: `Teahouse trekking means walking from village to village and sleeping in family lodges, with no need to carry a tent or cook. It is the easiest way to walk in the Himalaya, but "easy" is relative. Here is what I tell every group before we start.

## Best seasons

- **October and November**: clear skies, stable weather and the best mountain views. Also the busiest months.
- **March to May**: warmer, rhododendrons in bloom at lower altitudes, more haze later in the season.
- **June to September**: monsoon. Rain, leeches and cloud at lower altitudes, though rain-shadow areas like Upper Mustang are good then.
- **December to February**: cold and quiet. Possible on lower treks; high passes may be closed by snow.

## Permits

Almost every trekking area requires at least one permit. For the Annapurna region that is the conservation area permit; for the Everest region the national park permit plus a local fee. Restricted areas such as Upper Mustang, Manaslu and Dolpo need special permits and must be booked through a registered agency.

In 2023 Nepal introduced a rule requiring most foreign trekkers in protected areas to trek with a licensed guide. How it is enforced has varied between regions, so check the current situation when you plan your trip rather than relying on older forums.

## Guide, porter or both?

A licensed guide knows the route, speaks the language, deals with lodges and, most importantly, recognises altitude sickness before you do. A porter carries your main bag (usually up to a fixed weight limit) so you only carry a daypack. Many small groups hire one guide and one porter for every two people.

When choosing:

- Ask how many times they have done your specific trek.
- Ask what they do if someone gets sick at altitude. The answer should be "we go down".
- Make sure porters have proper shoes, warm clothes and insurance. Reputable agencies provide them.
- Agree in advance what is included: meals, accommodation, permits, transport, tips.

## Altitude

Above about 3,000 m, follow the simple rules:

- Increase your **sleeping** altitude by no more than 300 to 500 m per day.
- Take a rest or acclimatisation day every three to four days; on those days, hike higher and come back down to sleep.
- Drink plenty of water, avoid alcohol and sleeping pills.
- Headache, nausea and loss of appetite are early signs. If they get worse, stop climbing. If there is confusion or breathlessness at rest, descend immediately.

Talk to your doctor before the trip about medication, and buy travel insurance that covers helicopter evacuation at the altitude you plan to reach.

## Life in a teahouse

Rooms are basic: two beds, a blanket, thin walls. The dining room with its stove is the heart of the lodge and where everyone gathers in the evening. Lodges make their living from food, so eat where you sleep. **Dal bhat** is the trekker's fuel: rice, lentils and vegetables, with refills included.

Hot showers, charging and Wi-Fi usually cost extra and get more expensive the higher you go. Bring a power bank, cash in rupees (there are no ATMs on most trails), and a good sleeping bag for the higher nights.

## Packing essentials

1. Broken-in boots and two pairs of good socks.
2. A down jacket, even in spring.
3. Water purification tablets or a filter; please avoid plastic bottles.
4. Headlamp, sunglasses, sunscreen and lip balm.
5. A small first-aid kit including blister plasters.

Walk slowly, greet people with a smile and a "namaste", and pass stupas and mani walls on the left. The mountains will do the rest.`,
  },
  {
    slug: "iran-practical-guide",
    title: "Iran in practice: cash, dress code and getting around",
    excerpt:
      "Iran is one of the most hospitable countries you can visit, and one of the most complicated to prepare for. The practical things to sort out before you go.",
    author: "Negar Shirazi",
    country: "Iran",
    scene: "desert",
    showcase: false,
    tags: ["Iran", "Practical", "Visas", "Etiquette"],
    body: `People who have been to Iran usually say two things: that it was one of the friendliest places they have ever travelled, and that they wished someone had told them the practical details before they left. This is my attempt at that.

## Check the situation first

Before anything else, read your government's current travel advice for Iran. Some governments advise against all or all but essential travel, and that can affect your travel insurance and the help your embassy can give. The situation changes, and you should make your decision with up-to-date information.

## Visas

Rules depend heavily on your nationality. Many travelers can apply for an electronic visa in advance, and some nationalities have been able to get a visa on arrival at major airports. Citizens of some countries, including the United States, the United Kingdom and Canada, have generally needed to travel with a licensed guide on a pre-approved itinerary. Check the current rules with an official source or a licensed Iranian agency well ahead of your trip.

## Money: bring cash

Because of international sanctions, foreign bank cards generally **do not work** in Iran. You cannot withdraw money from ATMs or pay by card with a card issued abroad. In practice:

- Bring enough cash in euros or US dollars for the entire trip, plus a reserve.
- Exchange at official exchange offices in cities, which usually give much better rates than banks.
- Some agencies sell prepaid local tourist cards, which are convenient if you don't want to carry large amounts of cash.

Prices are often quoted in **toman** even though the official currency is the rial. One toman is ten rials. Ask "toman or rial?" whenever a price seems strange.

## Dress code

By law, women must cover their hair in public with a scarf and wear loose clothing that covers the arms and reaches below the hips, such as a long shirt or tunic over trousers. Men should avoid shorts and sleeveless tops in public. At some religious sites, women are asked to wear a chador, which is usually lent at the entrance. Rules and enforcement have shifted over the years, so follow your guide's advice on the ground.

## Getting around

- **Domestic flights** are cheap and connect most major cities.
- **VIP buses** with reclining seats run between all cities, including overnight. They are comfortable and very cheap.
- **Trains** are slower but pleasant, especially sleeper trains.
- In cities, ride-hailing apps such as Snapp are widely used, but they need a local phone number. A local SIM card is worth getting on arrival.

## Internet

Many international websites and apps, including popular social networks, are blocked. Download offline maps, translation apps and anything else you rely on before you arrive.

## Etiquette and taarof

Iranian hospitality comes with **taarof**, an elaborate politeness in which people refuse payment or insist you take something, and you are expected to refuse in turn. A taxi driver who says "be my guest" almost always expects to be paid. When in doubt, offer to pay at least twice.

Some other things worth knowing:

- Alcohol is illegal.
- Friday is the weekend; many shops and offices close.
- Don't photograph government or military buildings.
- Expect to be invited for tea, for dinner and to stay the night. Accepting, at least once, is one of the best things you can do.

## When to go

Spring (March to May) and autumn (October and November) are ideal for the classic cities. Nowruz, the Persian New Year around 21 March, is beautiful but very busy, with domestic travel at its peak. Summer is extremely hot in the desert, and the Caspian north is green and humid year-round.`,
  },
  {
    slug: "gorilla-trekking-uganda",
    title: "Gorilla trekking in Uganda: permits, fitness and what the day looks like",
    excerpt:
      "One hour with a gorilla family in Bwindi costs a lot and sells out early. Here is how to prepare so that hour is everything you hoped for.",
    author: "Moses Byaruhanga",
    country: "Uganda",
    scene: "forest",
    showcase: false,
    tags: ["Uganda", "Wildlife", "Gorillas", "Practical"],
    body: `I have taken guests gorilla trekking in Bwindi Impenetrable National Park for many years, and I still feel my heart beating faster when the trackers radio that they have found the family. Here is how to prepare.

## Permits

Gorilla permits are issued by the **Uganda Wildlife Authority (UWA)**. The standard permit for foreign non-residents currently costs around USD 800 (check UWA's current price list). Each habituated gorilla family can be visited by a small group of people once a day, so permits are limited and sell out months ahead for the popular periods, especially June to September and December to February.

Bwindi is divided into four sectors: **Buhoma**, **Ruhija**, **Rushaga** and **Nkuringo**. Your permit is for a specific sector, so your lodge must be near it; the sectors are hours apart by road. There is also Mgahinga Gorilla National Park near Kisoro.

The **habituation experience**, where you spend up to four hours with a family still getting used to humans, is offered in some sectors at a considerably higher price.

## Who can go

The minimum age is 15. You should not trek if you have a cold, flu or any infectious illness, because gorillas can catch human diseases. Rangers may refuse visitors who are visibly sick; if you are ill, talk to UWA about rescheduling.

## How fit do you need to be?

It depends entirely on where the gorillas slept the night before. Some treks take 45 minutes; others take five or six hours through steep, muddy forest at altitudes of up to about 2,500 m. The rangers try to match groups to fitness levels, so tell them honestly at the briefing if you have bad knees.

Hire a **porter**. They carry your bag, give you a hand on the steep sections and come from the villages around the park. It is one of the most direct ways your visit supports local communities.

## What to bring

- Waterproof hiking boots with good grip.
- Long trousers and long sleeves (there are stinging nettles).
- Gardening gloves for grabbing branches.
- A rain jacket, even in the dry season.
- At least two litres of water and a packed lunch.
- A camera without flash. Flash photography is not allowed.

## The day itself

1. **Briefing at the park office** around 7:30, where you are assigned to a gorilla family and meet your ranger guide.
2. **The trek**: advance trackers have gone ahead to find the family and radio their position.
3. **One hour with the gorillas**, starting from the moment you reach them. Keep a distance of at least several metres, wear a face mask if asked, stay quiet and never eat near them.
4. **The walk out**, often slower, because everyone is talking.

If a gorilla walks towards you, stay still and let the ranger guide you. They know these animals individually.

## Other practical points

- Uganda requires proof of **yellow fever vaccination** on entry. Check other recommended vaccinations and malaria prevention with a travel clinic.
- Apply for your visa online in advance. If you also plan to visit Kenya or Rwanda, look at the East Africa Tourist Visa.
- Combine the trek with chimpanzee tracking in Kibale, the Kazinga Channel in Queen Elizabeth National Park or a few lazy days on Lake Bunyonyi, which is perfect after a hard trek.`,
  },
  {
    slug: "almaty-first-timers-guide",
    title: "Almaty for first-timers: a city with mountains at the end of the bus line",
    excerpt:
      "Almaty is Kazakhstan's most liveable city, with snow peaks visible from almost every street. How to spend your first days, from Kök-Töbe to the high lakes.",
    author: "Aigerim Seitkali",
    country: "Kazakhstan",
    scene: "mountains",
    showcase: false,
    tags: ["Kazakhstan", "City", "Hiking", "First timers"],
    body: `Almaty surprises almost everyone. It is a green city of wide tree-lined avenues, Soviet mosaics and good coffee, and on a clear day the Zailiysky Alatau mountains look close enough to touch. You can have breakfast in a cafe and be on a mountain trail an hour later.

## Getting there and around

Many nationalities can visit Kazakhstan without a visa for a limited stay; check the current rules for your passport. Almaty's airport is about half an hour from the centre.

In the city, the single metro line is clean and beautiful but short. Buses go everywhere, and ride-hailing apps such as Yandex Go are cheap and reliable. Most streets in the centre run on a grid sloping up towards the mountains, so "up" means south and "down" means north. Locals give directions this way.

## The first day: city and Kök-Töbe

Start at **Panfilov Park**, with the pastel wooden Ascension Cathedral, then walk to the **Zelyony Bazaar** (Green Bazaar) for dried fruit, horse-meat sausages, kurt and a glass of kymyz if you are brave. In the afternoon, look at some of the city's best Soviet modernist buildings: the Hotel Kazakhstan, the Palace of the Republic and the Arasan baths, where you can also take a very local steam bath.

Finish the day on **Kök-Töbe**, the hill on the southeastern edge of the city. A cable car goes up from Abay Avenue. At sunset the whole city lights up below you.

## Into the mountains

The easiest escape is **Medeu**, the high-altitude skating rink, which you can reach by city bus or taxi. From there a gondola continues up to **Shymbulak**, a ski resort in winter and a starting point for walks in summer.

Other favourites:

- **Big Almaty Lake**, a turquoise reservoir at about 2,500 m. The shoreline is sometimes closed, but the viewpoints are beautiful.
- **Kim-Asar** and **Butakovka** valleys, for easy to moderate hikes close to town.
- **Furmanov peak**, a steeper climb with a big view over the city.

## Day trips and overnights

With a car and driver, Almaty is the gateway to some of the best landscapes in Central Asia:

1. **Charyn Canyon** (about 3 to 4 hours away), often compared to a small Grand Canyon.
2. **Kolsai Lakes and Kaindy Lake**, best done as an overnight trip with a guesthouse in Saty village.
3. **Altyn-Emel National Park**, with the Singing Dune and striped Aktau mountains. Permits are issued by the park.
4. **Issyk lake and Turgen gorge**, for waterfalls and a quieter day.

## When to go

Late May to June and September to early October are ideal: warm days, cool nights and clear views. July and August are hot in the city but perfect higher up. Winter is cold and sunny, with good skiing at Shymbulak, but the city can suffer from smog on still days.

## Safety in the mountains

The mountains are close, which makes them easy to underestimate. Weather changes fast, so carry a warm layer and rain jacket even on sunny days. In late spring and early summer, ticks are a real risk in the foothills; use repellent, wear long trousers and check yourself after hikes. Some local doctors recommend vaccination against tick-borne encephalitis for people planning a lot of hiking, so ask your travel clinic.

## A few local habits

- Tea is offered everywhere, and your cup will be refilled until you politely cover it.
- Russian and Kazakh are both widely spoken; a few words of either are much appreciated.
- Almaty is a foodie city: try beshbarmak, lagman and Uyghur dishes, and at least one modern cafe.`,
  },
];
