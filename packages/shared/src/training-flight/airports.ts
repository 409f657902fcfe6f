import { z } from "zod";

/** An airport the forms offer, by IATA code. */
export const airportSchema = z.object({ iata: z.string(), name: z.string(), country: z.string() });
export type Airport = z.infer<typeof airportSchema>;
/** `airport_list` and `vietnam_airport_list`: the airports a sector may name. */
export const airportListReplySchema = z.array(airportSchema);

/** The default airports of part1 §9, first in every list. */
export const DEFAULT_AIRPORTS = ["HAN", "SGN", "CXR", "DAD"] as const;
export const DEFAULT_BASE_TRAINING_AIRPORT = "VCA";

/** Vietnam's airports with scheduled service. */
export const VIETNAM_AIRPORTS: Airport[] = [
  { iata: "HAN", name: "Noi Bai International", country: "VN" },
  { iata: "SGN", name: "Tan Son Nhat International", country: "VN" },
  { iata: "CXR", name: "Cam Ranh International", country: "VN" },
  { iata: "DAD", name: "Da Nang International", country: "VN" },
  { iata: "PQC", name: "Phu Quoc International", country: "VN" },
  { iata: "HPH", name: "Cat Bi International", country: "VN" },
  { iata: "VII", name: "Vinh International", country: "VN" },
  { iata: "HUI", name: "Phu Bai International", country: "VN" },
  { iata: "VCA", name: "Can Tho International", country: "VN" },
  { iata: "VDO", name: "Van Don International", country: "VN" },
  { iata: "DLI", name: "Lien Khuong", country: "VN" },
  { iata: "BMV", name: "Buon Ma Thuot", country: "VN" },
  { iata: "UIH", name: "Phu Cat", country: "VN" },
  { iata: "TBB", name: "Tuy Hoa", country: "VN" },
  { iata: "PXU", name: "Pleiku", country: "VN" },
  { iata: "VCL", name: "Chu Lai", country: "VN" },
  { iata: "THD", name: "Tho Xuan", country: "VN" },
  { iata: "VDH", name: "Dong Hoi", country: "VN" },
  { iata: "VCS", name: "Con Dao", country: "VN" },
  { iata: "CAH", name: "Ca Mau", country: "VN" },
  { iata: "VKG", name: "Rach Gia", country: "VN" },
  { iata: "DIN", name: "Dien Bien Phu", country: "VN" },
];

/** Vietnam's airports and the international ones the fleet serves. */
export const AIRPORTS: Airport[] = [
  ...VIETNAM_AIRPORTS,
  { iata: "BKK", name: "Bangkok Suvarnabhumi", country: "TH" },
  { iata: "SIN", name: "Singapore Changi", country: "SG" },
  { iata: "KUL", name: "Kuala Lumpur International", country: "MY" },
  { iata: "CGK", name: "Jakarta Soekarno-Hatta", country: "ID" },
  { iata: "MNL", name: "Manila Ninoy Aquino", country: "PH" },
  { iata: "PNH", name: "Phnom Penh International", country: "KH" },
  { iata: "REP", name: "Siem Reap Angkor", country: "KH" },
  { iata: "VTE", name: "Vientiane Wattay", country: "LA" },
  { iata: "LPQ", name: "Luang Prabang", country: "LA" },
  { iata: "RGN", name: "Yangon International", country: "MM" },
  { iata: "HKG", name: "Hong Kong International", country: "HK" },
  { iata: "TPE", name: "Taipei Taoyuan", country: "TW" },
  { iata: "KHH", name: "Kaohsiung International", country: "TW" },
  { iata: "PVG", name: "Shanghai Pudong", country: "CN" },
  { iata: "PEK", name: "Beijing Capital", country: "CN" },
  { iata: "CAN", name: "Guangzhou Baiyun", country: "CN" },
  { iata: "CTU", name: "Chengdu Tianfu", country: "CN" },
  { iata: "ICN", name: "Seoul Incheon", country: "KR" },
  { iata: "PUS", name: "Busan Gimhae", country: "KR" },
  { iata: "NRT", name: "Tokyo Narita", country: "JP" },
  { iata: "HND", name: "Tokyo Haneda", country: "JP" },
  { iata: "KIX", name: "Osaka Kansai", country: "JP" },
  { iata: "NGO", name: "Nagoya Chubu", country: "JP" },
  { iata: "FUK", name: "Fukuoka", country: "JP" },
  { iata: "DEL", name: "Delhi Indira Gandhi", country: "IN" },
  { iata: "BOM", name: "Mumbai Chhatrapati Shivaji", country: "IN" },
  { iata: "SYD", name: "Sydney Kingsford Smith", country: "AU" },
  { iata: "MEL", name: "Melbourne Tullamarine", country: "AU" },
  { iata: "FRA", name: "Frankfurt", country: "DE" },
  { iata: "CDG", name: "Paris Charles de Gaulle", country: "FR" },
  { iata: "LHR", name: "London Heathrow", country: "GB" },
];

const KNOWN = new Set(AIRPORTS.map((a) => a.iata));
export const isKnownAirport = (iata: string) => KNOWN.has(iata);
