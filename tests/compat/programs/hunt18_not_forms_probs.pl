% negation written as not/1 and \+/1 with duplicate facts (noisy-or) and fraction probabilities
1/4::rain. 1/4::rain.
0.5*0.4::sprinkler.
1::cloudy.
0.0::hail.
wet :- rain.
wet :- sprinkler.
dry :- not(wet).
calm :- \+(hail), cloudy.
query(rain).
query(dry).
query(calm).
query(sprinkler).
