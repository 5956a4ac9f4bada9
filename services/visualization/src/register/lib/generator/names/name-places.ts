// Place names by region, the region's main centre first, with their macrons.
import type { NzRegion } from '@repo/contracts/registry';
import { wordList } from './word-list';

export const PLACES_BY_REGION: Readonly<Record<NzRegion, readonly string[]>> = {
  Northland: wordList(`
    Whangārei, Kerikeri, Bay of Islands, Kaitāia, Dargaville, Paihia, Kaikohe, Mangawhai,
    Hokianga, Ruakākā, Russell, Kawakawa, Taipā, Waipū
  `),
  Auckland: wordList(`
    Auckland, Tāmaki, North Shore, Manukau, Ponsonby, Remuera, Henderson, Albany, Howick,
    Papakura, Pukekohe, Waiheke, Ōrewa, Takapuna, Devonport, Onehunga, Ōtāhuhu, Mount Eden,
    Papatoetoe, Glen Eden, Kumeū, Warkworth, Waitākere, Titirangi, Ellerslie, Newmarket, Parnell,
    Botany, Māngere, Helensville, Whangaparāoa, Grey Lynn, Avondale, Epsom
  `),
  Waikato: wordList(`
    Hamilton, Cambridge, Taupō, Te Awamutu, Thames, Tokoroa, Huntly, Matamata, Morrinsville,
    Raglan, Coromandel, Whitianga, Waihī, Ngāruawāhia, Te Kūiti, Ōtorohanga, Putāruru,
    Kirikiriroa, Paeroa, Tūrangi, Te Aroha, Whangamatā
  `),
  'Bay of Plenty': wordList(`
    Tauranga, Rotorua, Mount Maunganui, Whakatāne, Te Puke, Katikati, Ōpōtiki, Kawerau,
    Pāpāmoa, Ōmokoroa, Edgecumbe, Waihī Beach
  `),
  Gisborne: wordList(`
    Gisborne, Tairāwhiti, Tolaga Bay, Tokomaru Bay, Ruatōria, Manutūkē, Wainui, Te Karaka
  `),
  "Hawke's Bay": wordList(`
    Napier, Hastings, Havelock North, Ahuriri, Heretaunga, Wairoa, Waipukurau, Taradale, Clive,
    Waipawa, Haumoana, Te Awanga
  `),
  Taranaki: wordList(`
    New Plymouth, Hāwera, Stratford, Inglewood, Waitara, Ōpunake, Ngāmotu, Egmont, Eltham,
    Ōākura
  `),
  'Manawatū-Whanganui': wordList(`
    Palmerston North, Whanganui, Manawatū, Feilding, Levin, Marton, Taihape, Dannevirke, Ohakune,
    Foxton, Ashhurst, Ruapehu, Taumarunui, Raetihi, Pahiatua, Bulls
  `),
  Wellington: wordList(`
    Wellington, Lower Hutt, Porirua, Upper Hutt, Kāpiti, Masterton, Te Whanganui-a-Tara,
    Paraparaumu, Wairarapa, Petone, Karori, Miramar, Martinborough, Featherston, Ōtaki,
    Johnsonville, Eastbourne, Carterton, Greytown, Island Bay
  `),
  Tasman: wordList(`
    Richmond, Motueka, Golden Bay, Tākaka, Māpua, Brightwater, Wakefield, Murchison, Collingwood,
    Kaiteriteri
  `),
  Nelson: wordList(`Nelson, Whakatū, Stoke, Tāhunanui, Atawhai, Port Nelson`),
  Marlborough: wordList(`
    Blenheim, Picton, Renwick, Havelock, Seddon, Wairau, Marlborough Sounds, Waikawa
  `),
  'West Coast': wordList(`
    Greymouth, Hokitika, Westport, Reefton, Franz Josef, Māwhera, Punakaiki, Karamea, Haast,
    Runanga
  `),
  Canterbury: wordList(`
    Christchurch, Ōtautahi, Timaru, Ashburton, Rangiora, Kaiapoi, Rolleston, Lincoln, Akaroa,
    Kaikōura, Hanmer Springs, Geraldine, Methven, Waimate, Temuka, Sumner, Riccarton, Papanui,
    Selwyn, Oxford, Darfield, Amberley, Twizel, Fairlie, Tekapo, Lyttelton, Halswell
  `),
  Otago: wordList(`
    Dunedin, Queenstown, Ōtepoti, Wānaka, Ōamaru, Alexandra, Cromwell, Balclutha, Arrowtown,
    Mosgiel, Clyde, Roxburgh, Port Chalmers, Central Otago, Glenorchy, Milton, Palmerston
  `),
  Southland: wordList(`
    Invercargill, Gore, Te Anau, Waihōpai, Winton, Riverton, Bluff, Rakiura, Stewart Island,
    Fiordland, Mataura, Tuatapere
  `),
};
