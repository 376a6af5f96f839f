/**
 * German stop words (function words, reporting verbs, titles), lower-case.
 * Most of the function words are in Snowball's German stop-word list (BSD-3-Clause):
 * its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_DE = `ab aber alle allem allen aller alles als also am an ander andere anderem anderen anderer
anderes auch auf aus bei beim bereits bin bis bisher bist da dabei dadurch dafür damit dann darauf darin das dass
dazu dein deine deinem deinen deiner dem den denen denn der deren derer des dessen deshalb dich die dies diese
diesem diesen dieser dieses dir doch dort dr du durch ebenfalls ein eine einem einen einer eines einig einige
einigem einigen einiger einmal er es etwa etwas euch euer eure frau für gab ganz gegen gerade gestern geben gibt
gewesen hab habe haben hat hatte hatten heute herr hier hin hinter ich ihm ihn ihnen ihr ihre ihrem ihren ihrer
ihres im immer in indem ins ist ja je jede jedem jeden jeder jedes jedoch jene jenem jenen jener jetzt kann kein
keine keinem keinen keiner können könnte laut machen macht mal man manche mehr mein meine meinem meinen meiner
mich mir mit muss musste müssen nach nachdem neben nicht nichts noch nun nur ob oder ohne rund sagt sagte sagen
schon sehr sei seien sein seine seinem seinen seiner seit selbst sich sie sind so solche soll sollen sollte
sondern sonst sowie über um und uns unser unsere unter viel viele vom von vor wann war waren warum was weil
weiter weitere welche welchem welchen welcher wenn wer werde werden wie wieder will wir wird wo wohl wollen worden
wurde wurden würde würden zu zum zur zwar zwei drei zwischen`;
