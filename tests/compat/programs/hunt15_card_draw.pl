% drawing two cards without replacement with select_uniform-free enumeration via ADs
card(1). card(2). card(3). card(4).
1/4::first(1) ; 1/4::first(2) ; 1/4::first(3) ; 1/4::first(4).
1/3::second(F, A) ; 1/3::second(F, B) ; 1/3::second(F, C) :- card(F), findall(X, (card(X), X \== F), [A, B, C]).
hand(F, S) :- first(F), second(F, S).
sum(T) :- hand(F, S), T is F + S.
pair_even :- hand(F, S), 0 is (F + S) mod 2.
query(sum(_)). query(pair_even).
