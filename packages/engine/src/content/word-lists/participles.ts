/**
 * Irregular English past participles (for passive-voice detection), and words ending in "-ed"
 * that are not participles. Our own lists; lower-case.
 */
export const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(
  `arisen awoken beaten become begun bent bet bid bitten bled blown born borne bound broken bred brought built burnt burst
  bought cast caught chosen clad clung come cost crept cut dealt dug done drawn dreamt driven drunk eaten
  fallen fed felt fought found fled flung flown forbidden forecast forgotten forgiven frozen gotten
  given gone ground grown hung heard hidden hit held hurt kept knelt known laid led leapt learnt left
  lent let lain lit lost made meant met mistaken misunderstood overcome overtaken overthrown paid
  proven put quit read rid ridden rung risen run said seen sought sold sent set sewn shaken shed
  shone shorn shot shown shrunk shut sung sunk sat slain slept slid slung slit smelt sown spoken sped spent
  spilt spun spat split spoilt spread sprung stood stolen stuck stung stunk strewn struck strung
  sworn swept swollen swum swung taken taught torn told thought thrown thrust trodden understood
  undertaken undergone upheld upset woken worn woven wed wept won wound withdrawn withheld withstood
  written`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words ending in "-ed" that are not past participles. */
export const NOT_PARTICIPLES: ReadonlySet<string> = new Set(
  `bed bred breed bleed deed embed feed freed heed hundred indeed naked need red reed sacred seed shed shred sled
  sped speed steed tweed wed weed wicked wretched rugged ragged kindred beloved crooked learned aged
  unprecedented dogged jagged`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Participles that name a state of mind or body: after "be" they are adjectives ("She was no longer
 * tired", "We are interested"), not the passive, unless an agent follows ("was surprised by").
 */
export const ADJECTIVAL_PARTICIPLES: ReadonlySet<string> = new Set(
  `tired bored excited interested worried pleased delighted thrilled surprised amazed astonished
  shocked scared frightened terrified confused puzzled concerned disappointed embarrassed ashamed
  exhausted satisfied frustrated annoyed irritated relieved relaxed stressed determined convinced`
    .split(/\s+/)
    .filter(Boolean),
);

/** Forms of "to be" and "to get" that build the passive ("is written", "got fired"). */
export const PASSIVE_AUXILIARIES: ReadonlySet<string> = new Set([
  "am",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "get",
  "gets",
  "got",
  "gotten",
  "getting",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "it's",
  "that's",
  "he's",
  "she's",
  "they're",
  "we're",
  "you're",
  "i'm",
]);
