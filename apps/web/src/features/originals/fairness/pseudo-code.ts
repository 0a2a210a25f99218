import type { OriginalGame } from '@lobby/contract/rules';

/**
 * The algorithm as pseudo-code, the same in every language (the prose around it is translated). It states
 * what packages/contract/src/fair does, step for step; the worked example under it is computed by that code.
 */
export const SEEDS_CODE = `// i = 0, 1, 2, … as the round needs more
hmac(i) = HMAC_SHA256(
  key     = serverSeed,
  message = clientSeed + ":" + nonce
            + ":" + i)

// b0…b3: bytes 4k…4k+3 of
//   hmac(0) ‖ hmac(1) ‖ …
// 8 floats per hmac, each in [0, 1)
float(k) = b0/256 + b1/256²
         + b2/256³ + b3/256⁴`;

const SHUFFLE = `// Fisher-Yates: the first "take" items
// of a shuffle of 0 … n−1, a float a step
shuffle(n, take):
  items = [0, 1, …, n−1]
  for i in 0 … take−1:
    j = i + floor(float(i) × (n − i))
    swap items[i], items[j]
  return items[0 … take−1]`;

export const GAME_CODE: Record<OriginalGame, string> = {
  dice: `roll = floor(float(0) × 10000) / 100
                          // 0.00 … 99.99
under t: win if roll < t
         chance = t / 100
over t:  win if roll ≥ t
         chance = (100 − t) / 100
multiplier = round4(0.99 / chance)
// round4: to 4 decimals, to the nearest`,
  limbo: `f = float(0) + float(1) / 2³²   // 64 bits
result = floor(0.99 / (1 − f) × 100) / 100
result = min(1000000, max(1.00, result))
win if result ≥ target
multiplier = target`,
  coinflip: `side = float(0) < 0.5 ? heads : tails
multiplier = floor4(0.99 × 2)    // 1.98`,
  mines: `${SHUFFLE}

// tiles 0…24, row by row, 5 a row
mines = sort(shuffle(25, mineCount))
// after k gems (round4: to 4 decimals)
safe(k) = Π(i < k) (25 − mineCount − i)
                   / (25 − i)
multiplier = round4(0.99 / safe(k))`,
  tower: `${SHUFFLE}

// T tiles, B bombs a level (difficulty)
for level in 0 … 7:          // 0 = bottom
  // floats level×B … level×B + B − 1
  bombs(level) = shuffle(T, B)
                 // tiles from the left, 0…
// after k levels (round4: to 4 decimals)
multiplier = round4(0.99 / ((T − B) / T)^k)`,
  keno: `${SHUFFLE}

drawn = sort(shuffle(40, 10)) + 1
                        // numbers 1…40
hits = count(picks ∩ drawn)
multiplier = table[count(picks)][hits]`,
  hilo: `card(k) = floor(float(k) × 52)
                  // k = 0 … 51, a card each
rank = card mod 13 + 1   // A = 1 … K = 13
suit = floor(card / 13)  // ♠ ♥ ♦ ♣
higher: win if next ≥ rank
        chance = (14 − rank) / 13
lower:  win if next ≤ rank
        chance = rank / 13
path = Π chances of the won guesses
multiplier = round4(0.99 / path)
// round4: to 4 decimals, to the nearest`,
  plinko: `for row in 0 … rows−1:
  right if float(row) ≥ 0.5, else left
slot = count(rights)
              // 0 … rows, from the left
multiplier = table[rows, risk][slot]`,
  wheel: `segment = floor(float(0) × segments)
              // 0 … segments−1
multiplier = table[segments, risk][segment]`,
  crash: `h = HMAC_SHA256(key     = roundHash,
                message = salt)   // hex
// first 13 hex digits: 52 bits
r = int(h[0 … 12], 16) / 2⁵²
point = floor(0.99 / (1 − r) × 100) / 100
point = min(1000000, max(1.00, point))`,
};

export const CHAIN_CODE = `// SHA256 of the hash as hex text
hash(last) = SHA256(secret)
hash(k)    = SHA256(hash(k + 1))
end        = SHA256(hash(1))
// end and salt: published before round 1

// a round's hash checks out when
SHA256(roundHash) = the previous round's
                    hash (round 1: end)`;

export const PAYOUT_CODE = `// N = the floats the result used
centFloat = float(N)
exact = stakeCents × multiplier × 10000
                   // a whole number
paid  = floor(exact / 10000)
      + (centFloat × 10000
           < exact mod 10000 ? 1 : 0)`;

export const CRASH_PAYOUT_CODE = `// cashOut has 2 decimals
win if cashOut ≤ point
paid = stakeCents × cashOut`;
