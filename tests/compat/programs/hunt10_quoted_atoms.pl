% hunt10: answers with quoted atoms, spaces and symbol characters
0.5::say('hello world'). 0.5::say('It\'s'). 0.5::say([]). 0.5::say('A'). 0.5::say(+). 0.5::say('+a'). 0.5::say(*).
query(say(_)).
