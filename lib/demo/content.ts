import 'server-only';
/** The demo marketplace: a few creators and a varied catalogue of ideas. */
export const DEMO_PASSWORD = 'demo-password';

export const DEMO_USERS = [
  {
    email: 'maya@demo.ideas',
    displayName: 'Maya Chen',
    fullName: 'Maya Chen',
    location: 'Toronto, Canada',
    bio: 'Product designer turned inventor. I sketch solutions to everyday annoyances.',
    preferredCategories: ['Home', 'Tech'],
    languagePreferences: ['English', 'Chinese'],
  },
  {
    email: 'leo@demo.ideas',
    displayName: 'Leo Martins',
    fullName: 'Leonardo Martins',
    location: 'Lisbon, Portugal',
    bio: 'Fintech engineer with a soft spot for small businesses.',
    preferredCategories: ['Finance', 'Business'],
    languagePreferences: ['Portuguese', 'English'],
  },
  {
    email: 'amara@demo.ideas',
    displayName: 'Amara Okafor',
    fullName: 'Amara Okafor',
    location: 'Lagos, Nigeria',
    bio: 'Nurse and health-tech tinkerer.',
    preferredCategories: ['Health', 'Education'],
    languagePreferences: ['English', 'French'],
  },
  {
    email: 'jonas@demo.ideas',
    displayName: 'Jonas Weber',
    fullName: 'Jonas Weber',
    location: 'Berlin, Germany',
    bio: 'Dad of three, builder of things that make mornings calmer.',
    preferredCategories: ['Baby', 'Home'],
    languagePreferences: ['German', 'English'],
  },
  {
    email: 'sofia@demo.ideas',
    displayName: 'Sofía Ramírez',
    fullName: 'Sofía Ramírez',
    location: 'Mexico City, Mexico',
    bio: 'Teacher and edtech consultant.',
    preferredCategories: ['Education', 'Entertainment'],
    languagePreferences: ['Spanish', 'English'],
  },
  {
    email: 'kenji@demo.ideas',
    displayName: 'Kenji Sato',
    fullName: 'Kenji Sato',
    location: 'Osaka, Japan',
    bio: 'Chef and sustainability nerd.',
    preferredCategories: ['Food & Drink', 'Environment'],
    languagePreferences: ['Japanese', 'English'],
  },
] as const;

interface IdeaSeed {
  title: string;
  category: string;
  type: 'Product' | 'Service';
  problem: string;
  solution: string;
}

export const DEMO_IDEAS: IdeaSeed[] = [
  {
    title: 'Smart pill organizer with refill alerts',
    category: 'Health',
    type: 'Product',
    problem:
      'People on several medications forget doses and only notice an empty bottle when it is too late to refill.',
    solution:
      'A weekly organizer with weight sensors per compartment that reminds the patient and orders refills from the pharmacy.',
  },
  {
    title: 'Posture coach clip',
    category: 'Health',
    type: 'Product',
    problem: 'Office workers slouch for hours and develop back pain without noticing their posture.',
    solution:
      'A tiny clip-on sensor that vibrates gently after two minutes of slouching and shows weekly trends in an app.',
  },
  {
    title: 'Home physiotherapy video check-ins',
    category: 'Health',
    type: 'Service',
    problem: 'Patients skip rehab exercises at home or do them wrong between clinic visits.',
    solution:
      'Short async video check-ins where a physiotherapist reviews exercise form and adjusts the plan twice a week.',
  },
  {
    title: 'Silent night-light feeding timer',
    category: 'Baby',
    type: 'Product',
    problem:
      'Exhausted parents lose track of the last feeding time and which side was used during night feeds.',
    solution:
      'A dimmable night-light with one-touch buttons that logs feeds and shows elapsed time in soft colours.',
  },
  {
    title: 'Stroller rain canopy that folds into the handle',
    category: 'Baby',
    type: 'Product',
    problem: 'Rain covers are bulky, get lost, and are never at hand when a shower starts.',
    solution: 'A canopy stored inside a hollow handlebar that unrolls over the stroller in seconds.',
  },
  {
    title: 'Baby gear rental subscription',
    category: 'Baby',
    type: 'Service',
    problem: 'Parents buy expensive gear that babies outgrow in months, then struggle to resell it.',
    solution:
      'A monthly subscription that delivers age-appropriate, sanitised gear and swaps it as the child grows.',
  },
  {
    title: 'Modular wall garden for apartments',
    category: 'Home',
    type: 'Product',
    problem: 'Apartment dwellers want fresh herbs but lack balcony space and forget to water.',
    solution:
      'Stackable wall pods with a shared water reservoir and a moisture sensor that signals when to refill.',
  },
  {
    title: 'Leak detector that shuts the water off',
    category: 'Home',
    type: 'Product',
    problem: 'A small leak under a sink can cause thousands in damage before anyone notices.',
    solution:
      'Battery sensors near pipes talk to a motorised valve that closes the main supply when water is detected.',
  },
  {
    title: 'Same-day furniture assembly marketplace',
    category: 'Home',
    type: 'Service',
    problem: 'Flat-pack furniture sits in boxes for weeks because assembly is tedious and time-consuming.',
    solution: 'A booking service matching vetted assemblers with customers within hours, priced per item.',
  },
  {
    title: 'Offline-first field inspection app',
    category: 'Tech',
    type: 'Product',
    problem:
      'Inspectors in basements and rural sites lose connectivity and re-enter reports later at the office.',
    solution:
      'A mobile app that captures photos, checklists and signatures offline and syncs conflicts safely later.',
  },
  {
    title: 'Privacy-preserving meeting summarizer',
    category: 'Tech',
    type: 'Product',
    problem:
      'Teams want meeting notes but cannot send recordings to third-party clouds for compliance reasons.',
    solution:
      'An on-device summarizer that produces action items and decisions without audio leaving the laptop.',
  },
  {
    title: 'API uptime status pages for small teams',
    category: 'Tech',
    type: 'Service',
    problem: 'Small SaaS teams learn about outages from angry customers instead of monitoring.',
    solution: 'Hosted checks every minute with a branded status page and incident updates by email and chat.',
  },
  {
    title: 'Shared kitchen for food startups',
    category: 'Business',
    type: 'Service',
    problem: 'New food brands cannot afford a licensed commercial kitchen for their first production runs.',
    solution: 'A shared, certified kitchen rented by the hour with storage lockers and packaging stations.',
  },
  {
    title: 'Invoice chaser for freelancers',
    category: 'Business',
    type: 'Product',
    problem: 'Freelancers spend hours chasing late invoices and feel awkward sending reminders.',
    solution:
      'A tool that sends polite, escalating reminders on a schedule and adds late fees automatically.',
  },
  {
    title: 'Local supplier matchmaking',
    category: 'Business',
    type: 'Service',
    problem: 'Small retailers struggle to find local producers and rely on distant wholesalers.',
    solution: 'A curated directory and introduction service connecting shops with nearby producers.',
  },
  {
    title: 'Micro-lessons for adult literacy',
    category: 'Education',
    type: 'Product',
    problem: 'Adults with low literacy avoid classes because of stigma and lack of time.',
    solution: 'Five-minute private lessons on the phone using everyday texts like bills and bus schedules.',
  },
  {
    title: 'Lab kits by mail for remote schools',
    category: 'Education',
    type: 'Product',
    problem: 'Rural schools lack science equipment, so students never run real experiments.',
    solution:
      'Monthly kits with safe materials, teacher guides and video walkthroughs aligned to the curriculum.',
  },
  {
    title: 'Peer tutoring for exam season',
    category: 'Education',
    type: 'Service',
    problem: 'Private tutoring is expensive and unavailable to many students before exams.',
    solution: 'A platform pairing top students with younger peers for paid, supervised tutoring sessions.',
  },
  {
    title: 'Round-up savings for rent deposits',
    category: 'Finance',
    type: 'Product',
    problem: 'Renters cannot save a deposit for their next apartment while paying current rent.',
    solution: 'An app that rounds up purchases into a protected deposit fund released only for housing.',
  },
  {
    title: 'Receipt scanning for shared households',
    category: 'Finance',
    type: 'Product',
    problem: 'Roommates argue about who paid for groceries and household supplies.',
    solution: 'Scan a receipt, tap items per person, and the app settles balances monthly.',
  },
  {
    title: 'Bookkeeping for market stall vendors',
    category: 'Finance',
    type: 'Service',
    problem: 'Market vendors keep cash records on paper and struggle at tax time.',
    solution: 'A weekly bookkeeping service that digitises notes and prepares quarterly filings.',
  },
  {
    title: 'Zero-waste refill van',
    category: 'Environment',
    type: 'Service',
    problem: 'Refill shops are few, so most households keep buying single-use plastic bottles.',
    solution:
      'A van that visits neighbourhoods weekly to refill detergents and soaps into reusable containers.',
  },
  {
    title: 'Compost bin with odour filter',
    category: 'Environment',
    type: 'Product',
    problem: 'People avoid kitchen composting because of smell and fruit flies.',
    solution: 'A sealed countertop bin with a replaceable carbon filter and a fly-proof lid.',
  },
  {
    title: 'Restaurant surplus meal boxes',
    category: 'Food & Drink',
    type: 'Service',
    problem: 'Restaurants throw away good food at closing time every day.',
    solution: 'Discounted surprise boxes reserved through an app and collected in the last hour of service.',
  },
  {
    title: 'Fermentation starter kits',
    category: 'Food & Drink',
    type: 'Product',
    problem: 'Home cooks want to try fermenting but fear unsafe results.',
    solution: 'Kits with pH strips, airlocks and step-by-step recipes that guarantee safe ferments.',
  },
  {
    title: 'Walking tours by local retirees',
    category: 'Travel',
    type: 'Service',
    problem: 'Tourists get generic tours and retirees have stories but nowhere to share them.',
    solution: 'Small-group walks led by long-time residents, booked online with fair pay for guides.',
  },
  {
    title: 'Packing cube with built-in scale',
    category: 'Travel',
    type: 'Product',
    problem: 'Travellers pay overweight fees because they cannot weigh luggage before the airport.',
    solution: 'A packing cube whose handle is a digital scale showing the bag weight when lifted.',
  },
  {
    title: 'Board game café kit for libraries',
    category: 'Entertainment',
    type: 'Service',
    problem: 'Libraries want community events but lack games and trained hosts.',
    solution: 'A rotating game collection with host training and event templates.',
  },
  {
    title: 'Running route generator for safety',
    category: 'Sports & Fitness',
    type: 'Product',
    problem: 'Runners in new cities do not know which routes are lit and busy in the evening.',
    solution: 'An app that builds loops of the chosen distance favouring lit, populated streets.',
  },
  {
    title: 'Repair cafés for clothing',
    category: 'Fashion',
    type: 'Service',
    problem: 'Clothes with small tears are discarded because repairs seem hard.',
    solution: 'Monthly pop-ups where volunteers teach mending and repair garments for a small fee.',
  },
];

export const PHOTO_COLOURS = [
  '#4f46e5',
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#ef4444',
  '#8b5cf6',
  '#14b8a6',
  '#ec4899',
];
