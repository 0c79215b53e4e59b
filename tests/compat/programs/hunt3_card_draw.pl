% drawing cards, terms with operators in answers
0.25::suit(hearts); 0.25::suit(spades); 0.25::suit(clubs); 0.25::suit(diamonds).
1/3::rank(jack); 1/3::rank(queen); 1/3::rank(king).
card(R-S) :- rank(R), suit(S).
red(_-hearts). red(_-diamonds).
red_card(C) :- card(C), red(C).
query(card(_)).
query(red_card(_)).
