/**
 * Land borders between Algeria's 69 wilayas (codes of `prisma/data/algeria/wilayas.json`), for the lost-and-found board's
 * "in a neighbouring wilaya" matches.
 *
 * Source: the borders of the 48 historical wilayas (01–48) are written from geographic knowledge, cross-checked against a
 * public SVG map of the 69 wilayas (github.com/chemsallioua/Algeria69WilayaMap, MIT). The wilayas created in 2019 (49–58)
 * and in late 2025 (59–69) are an approximation, carved from their parent: a new wilaya borders its parent and the
 * parent's neighbours on its side, and the parent keeps its other neighbours; when unsure, a neighbour of the parent that
 * plausibly touches the new wilaya is included — for a lost-and-found search a slightly generous neighbourhood is better
 * than a missing one. Symmetric, without self-loops (checked by the test).
 */
export const WILAYA_NEIGHBOURS: Readonly<Record<string, readonly string[]>> = {
  "01": ["11", "37", "49", "50", "52", "53"], // Adrar
  "02": ["27", "38", "42", "44", "48"], // Chlef
  "03": ["17", "32", "47", "59", "66"], // Laghouat
  "04": ["05", "12", "24", "25", "40", "41", "43"], // Oum El Bouaghi
  "05": ["04", "07", "19", "40", "43", "60", "61"], // Batna
  "06": ["10", "15", "18", "19", "34"], // Béjaïa
  "07": ["05", "39", "40", "51", "57", "60", "61", "68"], // Biskra
  "08": ["45", "49", "52", "69"], // Béchar
  "09": ["10", "16", "26", "35", "42", "44"], // Blida
  "10": ["06", "09", "15", "26", "28", "34", "35", "67"], // Bouira
  "11": ["01", "33", "50", "53", "54", "56"], // Tamanrasset
  "12": ["04", "40", "41", "62"], // Tébessa
  "13": ["22", "46", "63"], // Tlemcen
  "14": ["17", "20", "29", "32", "38", "48", "59", "64"], // Tiaret
  "15": ["06", "10", "35"], // Tizi Ouzou
  "16": ["09", "35", "42"], // Alger
  "17": ["03", "14", "59", "64", "65", "66", "68"], // Djelfa
  "18": ["06", "19", "21", "43"], // Jijel
  "19": ["05", "06", "18", "28", "34", "43", "60"], // Sétif
  "20": ["14", "22", "29", "32"], // Saïda
  "21": ["18", "23", "24", "25", "43"], // Skikda
  "22": ["13", "20", "29", "31", "32", "45", "46", "63"], // Sidi Bel Abbès
  "23": ["21", "24", "36"], // Annaba
  "24": ["04", "21", "23", "25", "36", "41"], // Guelma
  "25": ["04", "21", "24", "43"], // Constantine
  "26": ["09", "10", "44", "67"], // Médéa
  "27": ["02", "29", "31", "48"], // Mostaganem
  "28": ["10", "19", "34", "60", "65", "67", "68"], // M'Sila
  "29": ["14", "20", "22", "27", "31", "48"], // Mascara
  "30": ["33", "39", "47", "51", "53", "55", "57", "58", "66"], // Ouargla
  "31": ["22", "27", "29", "46"], // Oran
  "32": ["03", "14", "20", "22", "45", "47", "58", "59", "69"], // El Bayadh
  "33": ["11", "30", "53", "56"], // Illizi
  "34": ["06", "10", "19", "28"], // Bordj Bou Arréridj
  "35": ["09", "10", "15", "16"], // Boumerdès
  "36": ["23", "24", "41"], // El Tarf
  "37": ["01", "52"], // Tindouf
  "38": ["02", "14", "44", "48", "64", "65", "67"], // Tissemsilt
  "39": ["07", "30", "40", "55", "57", "62"], // El Oued
  "40": ["04", "05", "07", "12", "39", "62"], // Khenchela
  "41": ["04", "12", "24", "36"], // Souk Ahras
  "42": ["02", "09", "16", "44"], // Tipaza
  "43": ["04", "05", "18", "19", "21", "25"], // Mila
  "44": ["02", "09", "26", "38", "42", "67"], // Aïn Defla
  "45": ["08", "22", "32", "63", "69"], // Naâma
  "46": ["13", "22", "31"], // Aïn Témouchent
  "47": ["03", "30", "32", "58", "66"], // Ghardaïa
  "48": ["02", "14", "27", "29", "38"], // Relizane
  "49": ["01", "08", "52", "53", "58", "69"], // Timimoun (from Adrar, 2019)
  "50": ["01", "11", "54"], // Bordj Badji Mokhtar (from Adrar, 2019)
  "51": ["07", "30", "57", "66", "68"], // Ouled Djellal (from Biskra, 2019)
  "52": ["01", "08", "37", "49", "69"], // Béni Abbès (from Béchar, 2019)
  "53": ["01", "11", "30", "33", "49", "58"], // In Salah (from Tamanrasset, 2019)
  "54": ["11", "50"], // In Guezzam (from Tamanrasset, 2019)
  "55": ["30", "39", "57"], // Touggourt (from Ouargla, 2019)
  "56": ["11", "33"], // Djanet (from Illizi, 2019)
  "57": ["07", "30", "39", "51", "55"], // El M'Ghaier (from El Oued, 2019)
  "58": ["30", "32", "47", "49", "53", "69"], // El Meniaa (from Ghardaïa, 2019)
  "59": ["03", "14", "17", "32"], // Aflou (from Laghouat, 2025)
  "60": ["05", "07", "19", "28", "61", "68"], // Barika (from Batna, 2025)
  "61": ["05", "07", "60"], // El Kantara (from Biskra, 2025)
  "62": ["12", "39", "40"], // Bir El Ater (from Tébessa, 2025)
  "63": ["13", "22", "45"], // El Aricha (from Tlemcen, 2025)
  "64": ["14", "17", "38", "65"], // Ksar Chellala (from Tiaret, 2025)
  "65": ["17", "28", "38", "64", "67", "68"], // Aïn Ouessara (from Djelfa, 2025)
  "66": ["03", "17", "30", "47", "51", "68"], // Messaad (from Djelfa, 2025)
  "67": ["10", "26", "28", "38", "44", "65"], // Ksar El Boukhari (from Médéa, 2025)
  "68": ["07", "17", "28", "51", "60", "65", "66"], // Bou Saâda (from M'Sila, 2025)
  "69": ["08", "32", "45", "49", "52", "58"], // El Abiodh Sidi Cheikh (from El Bayadh, 2025)
};

export function neighboursOf(code: string): readonly string[] {
  return Object.hasOwn(WILAYA_NEIGHBOURS, code) ? WILAYA_NEIGHBOURS[code]! : [];
}

export function areNeighbours(a: string, b: string): boolean {
  return neighboursOf(a).includes(b);
}
