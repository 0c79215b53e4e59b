% hunt6 (ProbLog compatibility, 6th hunt): inventory arith
stock(apple, 10). stock(pear, 4).
0.3::sold(apple, 3); 0.5::sold(apple, 5); 0.2::sold(apple, 0).
0.6::sold(pear, 4); 0.4::sold(pear, 1).
left(I, L) :- stock(I, S), sold(I, D), L is S - D.
low(I) :- left(I, L), L < 5.
query(left(_, _)). query(low(_)).
