/**
 * German stop words (function words), lower-case. Most of them are in Snowball's
 * German stop-word list (BSD-3-Clause): its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_DE = `aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes
auch auf aus bei beim bin bis bist da dabei damit dann das dass dein deine deinem deinen deiner dem den denn der
derer des dessen deshalb dich die dies diese diesem diesen dieser dieses dir doch dort du durch ein eine einem einen
einer eines einig einige einigem einigen einiger er es etwas euch euer eure für gegen gewesen hab habe haben hat
hatte hatten hier hin hinter ich ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres im in indem ins ist ja jede jedem
jeden jeder jedes jene jenem jenen jener jetzt kann kein keine keinem keinen keiner man manche mein meine meinem
meinen meiner mich mir mit muss musste nach nicht nichts noch nun nur ob oder ohne sehr sein seine seinem seinen
seiner sich sie sind so solche soll sollte sondern sonst über um und uns unser unsere unter viel vom von vor wann
war waren warum was weil welche welchem welchen welcher wenn wer werde werden wie wieder will wir wird wo wollen
würde würden zu zum zur zwar zwischen`;
