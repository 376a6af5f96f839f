import { describe, expect, it } from "vitest";
import { researcherFor } from "../test-support";

const found = (body: string) => researcherFor({ body }).get("transitionWords");

describe("transition words that professional prose opens with", () => {
  it.each([
    "When the committee met, it voted to delay.", // conjunction "when" opening a sentence
    "But the plan failed.", // "but" with no comma after it
    "Earlier this year, the company cut 200 jobs.",
    "Regardless of the outcome, the vote stands.",
    "Seven decades later, the bridge still stands.",
    // The Guardian (corpus page guardian-1), where these openers were missed:
    "Seven decades later, Parata, 75, has now overseen more than 500 strandings and is renowned in New Zealand as the leading Māori whale expert, called on by tribes around the country for cultural guidance as marine strandings become increasingly complex and fatal.",
    "Earlier this year in South Taranaki, a mass stranding that was described as “unprecedented” left the local Māori tribe scrambling.",
    "Ngātiwai believe the whales beach when they are ready to die and want to return to their families, the Māori people.",
    // Herald Sun (herald-sun-1):
    "And whenever an authorisation is issued for access to information about a journalist’s sources, the Ombudsman (or, where ASIO is involved, the Inspector-General of Intelligence and Security) will receive a copy.",
    "Anyway, amending the Bill to either exempt journalists or adopt the UK model could be done quickly, without any risk to national security.",
    // Google SRE book (page-google-sre-book-1.txt):
    "Many years ago, the Bigtable service’s SLO was based on a synthetic well-behaved client’s mean performance.",
    // eHow (page-ehow-1.txt):
    "In this case, a small saucer was used.",
  ])("a transition: %s", (sentence) => {
    expect(found(sentence)).toEqual([0]);
  });

  it.each([
    "“When will we talk about what is hurting these animals out on the sea?", // The Guardian: a question
    "Earlier versions were slow.", // "earlier" as an adjective
    "A day on the farm is long.", // a span that points nowhere
    "The hotel is open seven days a week.",
  ])("not a transition: %s", (sentence) => {
    expect(found(sentence)).toEqual([]);
  });

  it("counts a span of time however it is counted", () => {
    for (const opener of [
      "A few years ago",
      "Twenty-five years later",
      "10 years later",
      "Later the same day",
    ])
      expect(found(`${opener}, the bridge still stood.`)).toEqual([0]);
  });
});
