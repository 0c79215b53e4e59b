% query/1 and evidence/2 produced by rules
town(a). town(b). town(c).
0.3::storm(T) :- town(T).
0.8::flood(T) :- storm(T).
0.1::flood(T) :- town(T).
query(flood(T)) :- town(T).
query(storm(T)) :- town(T), T \== b.
evidence(flood(a), true).
query(storm(a)).
