% naive Bayes with class prior and two features, class given features
0.4::cls(spam); 0.6::cls(ham).
0.8::word(money) :- cls(spam).
0.1::word(money) :- cls(ham).
0.6::word(hello) :- cls(ham).
0.3::word(hello) :- cls(spam).
evidence(word(money), true).
evidence(word(hello), false).
query(cls(_)).
