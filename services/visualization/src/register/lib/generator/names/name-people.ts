// Surnames and given names as they appear in New Zealand, ordered from common to rare.
import { wordList } from './word-list';

export const SURNAMES = wordList(`
  Smith, Wilson, Williams, Brown, Taylor, Singh, Patel, Walker, Thompson, Ngata, Chen, Anderson,
  Campbell, Jones, Kumar, Stewart, Nguyen, Clark, Robinson, Wright, Tipene, Mitchell, Young,
  King, Martin, Parata, White, Harris, Scott, Thomas, Hall, Li, Wang, Edwards, Baker, Hughes,
  Morris, Green, Lewis, Johnson, Te Whata, Jackson, Turner, Murphy, Kelly, Ryan, O'Brien,
  McDonald, Fraser, Ross, Reid, Murray, Bell, Zhang, Sharma, Hunt, Cooper, Hill, Clarke, Moore,
  Cameron, Grant, Mackenzie, Sullivan, Graham, Morgan, Davies, Evans, Watson, Wood, Roberts,
  Russell, Harvey, Dixon, Fletcher, Henare, Waititi, Tamihana, Hohaia, Te Kani, Poutama, Karaka,
  Tāwhai, Herewini, Paewai, Rangihuna, Horomona, Wihongi, Te Huia, Mahuika, Nikora, Piripi,
  Hēnare, Tāmati, Pōtae, Rāwiri, Kingi, Te Rangi, Whaanga, Mātene, Tuhiwai, Pomare, Ngapo,
  Tūhiwai, Hōhaia, Marsden, Faleolo, Tuilagi, Fonoti, Leota, Tupou, Fifita, Taufa, Aumua,
  Sapolu, Lemalu, Liu, Kim, Lee, Shah, Gupta, Tan, Wong, Huang, Yang, Park, Reddy, Zhou, Wu, Xu,
  Sun, Ma, Gill, Sandhu, Dhillon, Grewal, Tran, Pham, Le, Choi, Kang, Cruz, Santos, Reyes,
  Garcia, Fernandes, Ali, Khan, Hussain, Van der Berg, De Vries, Jansen, Visser, Bakker,
  Vuletich, Babich, Nobilo, Yukich, Sutton, Harrison, Marshall, Simpson, Bennett, Gray, Mason,
  Chapman, Webb, Rogers, Holmes, Palmer, Lloyd, Barnes, Knight, Ellis, Payne, Hayes, Pearce,
  Spencer, Burns, Johnston, Kerr, Gordon, Paterson, Henderson, Hamilton, Duncan, Ferguson, Hay,
  Munro, Sinclair, Black, Gibson, McKay, McLeod, McKenzie, Shaw, Cunningham, Hopkins, Wallace,
  Todd, Steele, Crawford, Boyd, Dunn, Lawson, Rowe, Barrett, Fisher, Lamb, Cole, Nicholson,
  Hart, Fitzgerald, Doyle, Brennan, Quinn, Connolly, Keane, Hooper, Price, Beattie, Galloway,
  Stuart, Pickering, Hollis, Whitcombe, Tait, Blackwood, Rutherford, Sheppard, Batten, Hillary,
  McCaw, Meads, Lydiard, Snell, Halberg, Kirk, Seddon, Ballance, Vogel, Holyoake, Savage,
  Fraser-Hurst, Kereama, Tautahi
`);

export const GIVEN_NAMES = wordList(`
  John, David, Peter, Michael, Sarah, James, Mark, Aroha, Paul, Mere, Andrew, Karen, Richard,
  Susan, Hemi, Stephen, Michelle, Wiremu, Chris, Rachel, Tama, Brian, Helen, Graham, Emma,
  Murray, Ana, Ian, Kevin, Lisa, Wayne, Jane, Craig, Kate, Grant, Hine, Shane, Sophie, Rawiri,
  Dean, Olivia, Brent, Anne, Hamish, Charlotte, Angus, Ruby, Sam, Grace, Ben, Hannah, Josh,
  Jess, Liam, Raewyn, Jack, Glenys, Oliver, Kiri, Manaia, Nikau, Anahera, Ngaio, Tui, Kahu,
  Ihaia, Pita, Hōhepa, Mereana, Tāne, Whetu, Sione, Losa, Ioane, Malia, Tevita, Mele, Wei, Raj,
  Priya, Arjun, Amit, Ravi, Deepak, Minh, Linh, Jin, Mei, Ananya, Harpreet, Gurpreet, Bev,
  Margaret, Colin, Trevor, Bruce, Neville, Lois, Maureen, Barry, Gary, Tracey, Nicola, Jacinda,
  Hayley, Aidan, Fraser, Isla, Mia, Ari, Te Ao
`);
