% the student network (difficulty, intelligence, grade, SAT, letter) with graded ADs and rules
0.6::difficulty(easy); 0.4::difficulty(hard).
0.7::intelligence(normal); 0.3::intelligence(high).
0.3::grade(a); 0.4::grade(b); 0.3::grade(c) :- intelligence(normal), difficulty(easy).
0.05::grade(a); 0.25::grade(b); 0.7::grade(c) :- intelligence(normal), difficulty(hard).
0.9::grade(a); 0.08::grade(b); 0.02::grade(c) :- intelligence(high), difficulty(easy).
0.5::grade(a); 0.3::grade(b); 0.2::grade(c) :- intelligence(high), difficulty(hard).
0.95::sat(low); 0.05::sat(high) :- intelligence(normal).
0.2::sat(low); 0.8::sat(high) :- intelligence(high).
0.9::letter(good) :- grade(a).
0.6::letter(good) :- grade(b).
0.01::letter(good) :- grade(c).
admitted :- letter(good), sat(high).
admitted :- grade(a), sat(high).
evidence(letter(good), false).
evidence(sat(high)).
query(intelligence(high)). query(difficulty(hard)). query(grade(_)). query(admitted).
