% hunt12: drawing balls from bags chosen by a coin, with evidence on the colour
0.6::coin(heads).
0.7::ball(red); 0.3::ball(blue) :- coin(heads).
0.2::ball(red); 0.8::ball(blue) :- \+ coin(heads).
evidence(ball(blue)).
query(coin(heads)).
query(ball(_)).
