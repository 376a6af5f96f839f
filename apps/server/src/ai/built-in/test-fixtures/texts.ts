/** Realistic texts for the built-in writer's tests: an article, a product page, a post, a script. */

export const SOURDOUGH_ARTICLE = {
  title: "How to Make a Sourdough Starter at Home",
  focusKeyphrase: "sourdough starter",
  body: `# How to Make a Sourdough Starter at Home

A sourdough starter is a living culture of flour and water that leavens bread without commercial yeast. Making your own takes about seven days, a kitchen scale and a little patience. This guide walks you through each day and explains what to look for.

## What you need

You need whole wheat or rye flour, unbleached all-purpose flour, filtered water and a clean glass jar with a loose lid. Rye flour ferments faster because it carries more wild yeast and bacteria. Chlorinated tap water can slow fermentation, so let it stand overnight or use filtered water.

## Day-by-day feeding schedule

On day one, mix 50 g of whole wheat flour with 50 g of water in the jar, cover it loosely and leave it at room temperature, ideally between 24 and 26 °C. On day two you may see a few bubbles, or nothing at all, which is normal. From day three, discard about half of the starter every day and feed what remains with 50 g of all-purpose flour and 50 g of water. The discard can go into pancakes or crackers, so nothing is wasted. Around day four the starter often goes quiet, because the bacteria that woke up first are being replaced by the ones that make sourdough sour. Keep feeding on schedule even when it looks flat. By day five or six the starter should rise predictably within four to eight hours of each feeding and smell pleasantly tangy, a little like yoghurt. A rubber band around the jar at the level of the starter after feeding makes the rise easy to measure. When the starter reliably doubles after feeding for two days in a row, it is ready to bake with. If it does not double by day ten, move it somewhere warmer and switch to twice-daily feedings.

## Keeping your starter healthy

Once it is active, store the starter in the fridge and feed it once a week. Take it out the evening before you bake, feed it, and use it when it has doubled. A layer of grey liquid on top, called hooch, only means the starter is hungry: pour it off and feed it. Pink or orange streaks, however, mean the culture is spoiled, and you should start again.`,
};

export const LINEN_SHIRT = {
  title: "Classic Linen Shirt",
  focusKeyphrase: "linen shirt",
  body: `Our Classic Linen Shirt is cut from 100% European flax linen that gets softer with every wash. The relaxed fit and breathable weave keep you cool on hot summer days, whether you are at the office or on the beach.

Each linen shirt is garment-dyed for a lived-in colour and finished with real corozo buttons. The chest pocket is big enough for sunglasses, and the curved hem looks good tucked in or worn loose.

Care is simple: machine wash at 30 °C, hang to dry, and iron while still slightly damp if you prefer a crisp look. Available in sizes XS to XXL and in five colours: white, sand, sage, navy and terracotta.`,
};

export const CYCLING_POST = {
  title: "Morning ride",
  focusKeyphrase: "",
  body: `Sunrise ride along the coast this morning 🚴 62 km, 480 m of climbing and not a single car for the first hour.

Cycling before work has changed how I start the day. I used to hit snooze three times; now the bike is packed the night before and the coffee tastes better after the ride. If you want to start cycling in the morning, begin with two short rides a week and a route you already know.

Who else rides before work? #bike #fitness`,
};

export const BUDGET_VIDEO_SCRIPT = {
  title: "Budget travel in Lisbon",
  focusKeyphrase: "Lisbon on a budget",
  body: `Hey everyone, welcome back to the channel! Today we're exploring Lisbon on a budget.

First stop: the Alfama district. Walking its streets is free, and the views from the Miradouro de Santa Luzia are some of the best in the city.

For lunch, skip the tourist menus on the main square and look for a tasca. A prato do dia, the dish of the day, usually costs under 10 euros with bread and a drink.

To get around, buy a Viva Viagem card and load it with zapping credit. Tram 28 is iconic, but it is crowded, so ride it early in the morning.`,
};

/**
 * A guide whose focus keyphrase ("hand washing") the text only has in other word forms ("Washing
 * your hands", "Washing hands"), as the content analysis accepts them. The text is the CDC's "When
 * and How to Wash Your Hands" (https://www.cdc.gov/handwashing/when-how-handwashing.html), a work
 * of the US government and so in the public domain; the headings and meta description are ours.
 */
export const HANDWASHING_GUIDE = {
  title: "Hand washing: when and how to wash your hands",
  focusKeyphrase: "hand washing",
  metaDescription:
    "Hand washing with soap and water is one of the best ways to stop germs. Learn the five steps: wet, lather, scrub for 20 seconds, rinse and dry.",
  body: `# When and how to wash your hands

Washing your hands is easy, and it's one of the most effective ways to prevent the spread of germs. Clean hands can stop germs from spreading from one person to another and throughout an entire community, from your home and workplace to childcare facilities and hospitals.

## Follow five steps to wash your hands the right way

Follow these five steps every time.

1. Wet your hands with clean, running water (warm or cold), turn off the tap, and apply soap.
2. Lather your hands by rubbing them together with the soap. Lather the backs of your hands, between your fingers, and under your nails.
3. Scrub your hands for at least 20 seconds. Need a timer? Hum the "Happy Birthday" song from beginning to end twice.
4. Rinse your hands well under clean, running water.
5. Dry your hands using a clean towel or air dry them.

## Use hand sanitizer when you can't use soap and water

Washing hands with soap and water is the best way to get rid of germs in most situations. If soap and water are not available, you can use an alcohol-based hand sanitizer that contains at least 60% alcohol. You can tell if the sanitizer contains at least 60% alcohol by looking at the product label.`,
};

/**
 * An article as a new user wrote it (issue: the built-in writer harmed it): three H2 sections, the
 * middle one the article's core, a single paragraph holding the only link; ~450 words; a meta
 * description of 142 characters that already holds the keyphrase. The old "Shorter" dropped that
 * whole section and its link and left 271 words; the old "Meta Description" replaced the
 * description with one cut from the text.
 */
export const ESPRESSO_DESCALING_ARTICLE = {
  title: "Descale Espresso Machine Guide: When and How to Do It",
  focusKeyphrase: "descale espresso machine",
  metaDescription:
    "Learn when and how to descale your espresso machine: why scale builds up, the descaling cycle step by step, and how often your water needs it.",
  body: `Scale is the chalky layer that hard water leaves inside every espresso machine. Because it clogs the boiler and slows the pump, it also makes coffee taste flat and bitter. Knowing when and how to descale your espresso machine keeps it running for years and saves you an expensive repair.

## Why scale builds up

Tap water carries dissolved calcium and magnesium. When the boiler heats that water, the minerals settle on the heating element and inside the narrow pipes. As a result, even a thin layer insulates the element, so the machine needs longer to reach brewing temperature and uses more electricity.

Over time the deposits also narrow the pipes and the solenoid valve. Shots pull slowly, the steam wand sputters and the pressure gauge swings. In very hard water areas, for example, this can happen within a few months. In fact, many machines that end up in repair shops were simply never descaled. Even bottled water leaves some scale behind, only more slowly.

## How to descale, step by step

Empty the water tank and refill it with a descaling solution that is mixed to the dose printed on the bottle rather than measured by eye. Run half of the tank through the group head and the steam wand, then switch the machine off for twenty minutes so that the solution can dissolve the deposits. Run the rest through, rinse with two full tanks of fresh water, and follow [our descaling checklist](/guides/descaling-checklist) for the exact cycle your model needs.

## How often to descale your espresso machine

How often you should descale depends on your water. With soft water, once every three months is enough. With hard water, however, descale it every month, or use filtered water to slow the build-up. Test strips from any hardware shop tell you how hard your water is in a minute. If you are unsure, ask your water supplier, which publishes the hardness for every district.

Watch for the signs as well. For instance, if shots run slower than usual, if the machine takes longer to heat up or if you see white flakes in the drip tray, it is time to descale. A clean machine brews hotter, tastes better and lasts longer. After each descale, mark the date on your calendar so you never have to guess when the next one is due.

Regular cleaning helps too. Backflush the group head once a week with plain water, wipe the steam wand after every use and empty the drip tray daily. These small habits keep coffee oils from building up alongside the scale. Besides, they make each descale quicker and easier, and your coffee will taste the way it should.`,
};
