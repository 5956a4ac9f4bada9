// Words business names are built from, each list ordered from common to rare (the name
// patterns draw with a skew towards the front).
import { wordList } from './word-list';

/** English place, nature and aspiration words. */
export const ENGLISH_WORDS = wordList(`
  Kiwi, Southern, Pacific, Coastal, Harbour, Summit, Alpine, Fern, Pioneer, Golden, Northern,
  Island, Silver Fern, Premier, Valley, Ocean, River, Ridge, Heritage, Evergreen, Horizon, Bay,
  Coast, Sunrise, Greenstone, Highland, Lakeside, Riverside, Hilltop, Compass, Anchor, Beacon,
  Native, Frontier, Crown, Quality, Precision, Apex, Prime, Urban, Country, Metro, Forest,
  Meadow, Peak, Cedar, Willow, Bluestone, Redwood, Clearwater, Skyline, Driftwood, Seaview,
  Tussock, Glacier, Cove, Headland, Landmark, Keystone, Cornerstone, Benchmark, Southern Cross,
  Blue Sky, Green Valley, Sounds, Plains, Range, Creek, Station, Homestead, Ironsand, Black
  Sand, Red Rock, First Light, Eastside, Westside, North Star, True North, Fresh Start,
  Tidewater, Bellbird, Fantail, Kingfisher, Albatross, Falcon, Dolphin, Orca, Ironwood,
  Whitebait, Sandstone, Limestone, Basalt, Flaxmill, Woolshed, Lighthouse, Wharf, Jetty,
  Boatshed, Macrocarpa, Pinewood, Beechwood, Oakridge, Hillcrest, Fernhill, Westwind, Nor'west,
  Southerly, Kingsway, Momentum, Elevate, Aspire, Keel, Shingle, Stonewall, Longview, Clearview,
  Twin Rivers, Three Kings, High Country, Back Country, Big Sky, Deep South, Far North, Long
  Bay, Tall Poppy, Number Eight
`);

/** Te reo Māori words, with their macrons. */
export const MAORI_WORDS = wordList(`
  Kōwhai, Pōhutukawa, Tūī, Mānuka, Aroha, Moana, Kauri, Tōtara, Maunga, Whānau, Awa, Rangi, Kai,
  Waka, Taonga, Kererū, Pūriri, Rimu, Nīkau, Koru, Pounamu, Harakeke, Matai, Kahu, Tāne,
  Tangaroa, Whenua, Wai, Ora, Mauri, Mana, Kaitiaki, Tautoko, Manaaki, Kotahitanga, Kāinga,
  Marama, Whetū, Matariki, Puāwai, Kākāriki, Pīwakawaka, Kōtuku, Kākā, Kea, Takahē, Pūkeko,
  Ruru, Huia, Weka, Kahikatea, Miro, Horoeka, Kawakawa, Rongoā, Te Ara, Te Awa, Te Moana,
  Kūmara, Pāua, Kina, Tuna, Karaka, Ngahere, Raupō, Pīngao, Kahurangi, Aotearoa, Mahi, Hauora,
  Tipu, Pūmanawa, Ahi, Hōkioi, Toroa, Tōrea, Kōkako, Kororā, Ponga, Mamaku, Tawa, Hīnau, Rātā,
  Kōhatu, Tūmanako, Wairua, Whakatipu, Auahi, Hihiko, Mātātahi
`);

/** Trades and businesses in every era. */
export const CLASSIC_TRADES = wordList(`
  Plumbing, Electrical, Builders, Construction, Farming, Property, Motors, Engineering,
  Landscaping, Painters, Dairy, Contracting, Transport, Joinery, Accounting, Cafe, Bakery,
  Orchards, Vineyards, Roofing, Drainage, Concrete, Fencing, Earthmoving, Freight, Cleaning,
  Legal, Dental, Pharmacy, Veterinary, Hair, Beauty, Fitness, Tours, Charters, Fishing,
  Seafoods, Forestry, Timber, Nurseries, Horticulture, Apiaries, Honey, Wines, Brewing,
  Catering, Kitchens, Flooring, Glass, Auto Electrical, Panelbeaters, Tyres, Marine, Boats,
  Aviation, Surveying, Hire, Storage, Security, Cabinetry, Tiling, Plastering, Gib Stopping,
  Drainlaying, Arborists, Tree Services, Lawn Mowing, Pest Control, Window Cleaning, Butchery,
  Fish & Chips, Takeaways, Shearing, Fabrication, Welding, Machinery, Stockfeed, Livestock,
  Garage, Physiotherapy, Bookbinding, Saddlery, Drapery, Hardware, Signwriting, Upholstery,
  Haulage, Bricklaying
`);

/** Trades that only appear in names registered from MODERN_TRADES_FROM on. */
export const MODERN_TRADES = wordList(`
  Design, Consulting, Logistics, Digital, IT, Software, Media, Marketing, Kiwifruit, Avocados,
  Couriers, Solar, Agritech, Early Learning, Wellness, Massage, Photography, Architecture, Home
  Improvements, Bathrooms, Coffee, Espresso, Tutoring, Childcare, Property Management, Web
  Design, Drones, Mortgages, Insurance, Recruitment, Events, Video, Analytics, Cloud
`);
export const MODERN_TRADES_FROM = 1980;

/** Words that close a company name before "Limited"; Holdings is drawn on its own. */
export const CORPORATE_WORDS = wordList(`
  Investments, Group, Properties, Enterprises, Developments, Trustee, Ventures, Trading,
  Services, Solutions, Management, Capital, Nominees, Imports, Exports, Estates, Industries,
  International, New Zealand, NZ, Resources, Projects, Assets, Equities, Agencies, Supplies,
  Distributors, Brands, Collective
`);

/** What a trust is for, between a place or word and "Trust". */
export const TRUST_PURPOSES = wordList(`
  Community, Charitable, Education, Heritage, Sports, Marae, Kindergarten, Arts, Health,
  Housing, Conservation, Rugby, Surf Life Saving, Youth, Scholarship, Landcare, Music, Netball,
  Hospice, Museum
`);
