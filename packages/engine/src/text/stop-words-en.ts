/**
 * English stop words, lower-case: function words, plus the words of news and web prose that are never
 * a topic on their own: reporting verbs ("said", "says", "told", "according"), titles ("mr", "dr"),
 * time fillers ("ago", "today"), number words, the commonest light verbs ("get", "make", "go") and
 * the label of ad slots ("advertisement").
 * A stop word may sit inside a keyword ("return of the king") but never starts or ends one.
 * Most of the function words are in Snowball's English stop-word list (BSD-3-Clause):
 * its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_EN = `a about above across after again against ago all almost along already also although always am
among an and another any anybody anyone anything anyway are aren't around as at away be became because become
becomes been before being below between both but by came can can't cannot come comes coming could couldn't did
didn't do does doesn't doing don't done down dr during each eight either else enough etc even ever every
everyone everything few five for four from further get gets getting give given gives go goes going gone got had
hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's however i i'd i'll
i'm i've if in including into is isn't it it's itself its just know known knew least less let let's lets like made make
makes making many may maybe me might more most mr mrs ms much must mustn't my myself neither never nine no nor
not now of off often on once one only or other others otherwise ought our ours ourselves out over own per perhaps
probably put quite rather really said same saw say saying says see seen seven shall shan't she she'd she'll she's
should shouldn't since six so some something sometimes soon still such take taken takes taking ten than that that's the
their theirs them themselves then there there's these they they'd they'll they're they've thing things think this
those though three through thus to today told tomorrow too took toward towards two under until up upon us usually
very via want wanted wants was wasn't we we'd we'll we're we've well went were weren't what what's whatever when when's where where's
whether which while who who's whom whose why why's will with within without won't would wouldn't yesterday yet you you'd
you'll you're you've your yours yourself yourselves according advertisement`;
