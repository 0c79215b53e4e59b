% student BN with CPTs written as rules and ADs
0.6::difficulty(easy); 0.4::difficulty(hard).
0.7::intelligence(high); 0.3::intelligence(low).
0.3::grade(a); 0.4::grade(b); 0.3::grade(c) :- intelligence(low), difficulty(easy).
0.05::grade(a); 0.25::grade(b); 0.7::grade(c) :- intelligence(low), difficulty(hard).
0.9::grade(a); 0.08::grade(b); 0.02::grade(c) :- intelligence(high), difficulty(easy).
0.5::grade(a); 0.3::grade(b); 0.2::grade(c) :- intelligence(high), difficulty(hard).
0.95::sat(high) :- intelligence(high).
0.2::sat(high) :- intelligence(low).
0.1::letter(good) :- grade(c).
0.4::letter(good) :- grade(b).
0.99::letter(good) :- grade(a).
evidence(letter(good), true).
evidence(sat(high), false).
query(intelligence(_)).
query(difficulty(_)).
query(grade(_)).
