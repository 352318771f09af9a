import { md } from '../markdown';
import type { ConceptNote } from '../types';

/** Physics concept notes, in the order the tutor suggests them. */
export const physicsConcepts: readonly ConceptNote[] = [
  {
    id: 'physics-ohms-law',
    subject: 'physics',
    keywords: {
      ar: [
        'قانون أوم',
        'قانون اوم',
        'الأوم',
        'المقاومة الكهربية',
        'المقاومة الكهربائية',
        'المقاومات',
        'فرق الجهد',
        'شدة التيار',
        'المقاومة النوعية',
        'توصيل المقاومات على التوالي والتوازي',
      ],
      en: [
        "Ohm's law",
        'ohm law',
        'ohms law',
        'electrical resistance',
        'resistance',
        'resistors',
        'potential difference',
        'resistivity',
        'resistors in series and parallel',
      ],
    },
    title: { ar: 'قانون أوم والمقاومة الكهربية', en: "Ohm's law and electrical resistance" },
    body: {
      ar: md`
        **قانون أوم:** عند ثبوت درجة الحرارة تتناسب شدة التيار المار في موصل تناسبًا طرديًا مع فرق الجهد بين طرفيه:

        $V = IR$

        حيث $V$ فرق الجهد بالفولت، و $I$ شدة التيار بالأمبير، و $R$ المقاومة الكهربية بالأوم $(\Omega)$. والمقاومة هي ممانعة الموصل لمرور التيار فيه، وتتوقف على طول السلك $L$ ومساحة مقطعه $A$ ونوع مادته ودرجة حرارته: $R = \rho_e \frac{L}{A}$.

        **مثال:** مقاومة $10\,\Omega$ يمر بها تيار شدته $2\,\text{A}$، فيكون فرق الجهد بين طرفيها $V = 2 \times 10 = 20\,\text{V}$.

        **توصيل المقاومات:** على التوالي $R_{eq} = R_1 + R_2$ ويمر التيار نفسه في كل مقاومة، وعلى التوازي $\frac{1}{R_{eq}} = \frac{1}{R_1} + \frac{1}{R_2}$ ويكون فرق الجهد واحدًا على كل فرع.

        **سؤال للتأكد:** ماذا يحدث لشدة التيار المار في موصل إذا تضاعف فرق الجهد بين طرفيه مع ثبوت مقاومته؟
      `,
      en: md`
        **Ohm's law:** at constant temperature, the current through a conductor is directly proportional to the potential difference across it:

        $V = IR$

        where $V$ is the potential difference in volts, $I$ the current in amperes and $R$ the electrical resistance in ohms $(\Omega)$. Resistance is the opposition a conductor offers to the current; it depends on the wire's length $L$, its cross-sectional area $A$, its material and its temperature: $R = \rho_e \frac{L}{A}$.

        **Example:** a current of $2\,\text{A}$ flows through a $10\,\Omega$ resistor, so the potential difference across it is $V = 2 \times 10 = 20\,\text{V}$.

        **Combining resistors:** in series $R_{eq} = R_1 + R_2$ and the same current flows through each resistor; in parallel $\frac{1}{R_{eq}} = \frac{1}{R_1} + \frac{1}{R_2}$ and every branch has the same potential difference.

        **Check yourself:** what happens to the current through a conductor if the potential difference across it is doubled while its resistance stays the same?
      `,
    },
  },
  {
    id: 'physics-newtons-laws',
    subject: 'physics',
    keywords: {
      ar: [
        'قوانين نيوتن',
        'قوانين نيوتن للحركة',
        'قانون نيوتن الأول',
        'قانون نيوتن الثاني',
        'قانون نيوتن الثالث',
        'نيوتن',
        'القصور الذاتي',
        'الفعل ورد الفعل',
        'القوة المحصلة',
        'القوة',
      ],
      en: [
        "Newton's laws",
        "Newton's laws of motion",
        "Newton's first law",
        "Newton's second law",
        "Newton's third law",
        'newton laws',
        'inertia',
        'action and reaction',
        'net force',
        'resultant force',
        'force',
      ],
    },
    title: { ar: 'قوانين نيوتن للحركة', en: "Newton's laws of motion" },
    body: {
      ar: md`
        **قانون نيوتن الأول (قانون القصور الذاتي):** يظل الجسم على حالته من السكون أو الحركة بسرعة منتظمة في خط مستقيم ما لم تؤثر عليه قوة محصلة تغير من حالته. والقصور الذاتي هو ممانعة الجسم لتغيير حالته الحركية، والكتلة مقياس له.

        **قانون نيوتن الثاني:** العجلة التي يتحرك بها جسم تتناسب طرديًا مع القوة المحصلة المؤثرة عليه وعكسيًا مع كتلته:

        $\sum F = ma$

        ووحدة القوة النيوتن $1\,\text{N} = 1\,\text{kg}\cdot\text{m/s}^2$. **مثال:** قوة محصلة $20\,\text{N}$ تؤثر على جسم كتلته $4\,\text{kg}$ فتكسبه عجلة $a = \frac{20}{4} = 5\,\text{m/s}^2$.

        **قانون نيوتن الثالث:** لكل فعل رد فعل مساوٍ له في المقدار ومضاد له في الاتجاه $F_{12} = -F_{21}$، والقوتان تؤثران على جسمين مختلفين فلا تلغي إحداهما الأخرى.

        **سؤال للتأكد:** لماذا يندفع الركاب إلى الأمام عندما تتوقف السيارة فجأة؟
      `,
      en: md`
        **Newton's first law (law of inertia):** a body stays at rest or keeps moving at constant velocity in a straight line unless a resultant force changes its state. Inertia is a body's resistance to any change in its motion, and mass is its measure.

        **Newton's second law:** the acceleration of a body is directly proportional to the resultant force on it and inversely proportional to its mass:

        $\sum F = ma$

        The unit of force is the newton, $1\,\text{N} = 1\,\text{kg}\cdot\text{m/s}^2$. **Example:** a resultant force of $20\,\text{N}$ acting on a $4\,\text{kg}$ body gives it an acceleration $a = \frac{20}{4} = 5\,\text{m/s}^2$.

        **Newton's third law:** for every action there is a reaction equal in magnitude and opposite in direction, $F_{12} = -F_{21}$; the two forces act on different bodies, so they never cancel each other.

        **Check yourself:** why do passengers lurch forward when a car stops suddenly?
      `,
    },
  },
  {
    id: 'physics-velocity-acceleration',
    subject: 'physics',
    keywords: {
      ar: [
        'السرعة',
        'السرعة المتجهة',
        'العجلة',
        'التسارع',
        'معادلات الحركة',
        'معادلات الحركة بعجلة منتظمة',
        'الحركة بعجلة منتظمة',
        'السقوط الحر',
        'عجلة الجاذبية',
        'الإزاحة',
      ],
      en: [
        'velocity',
        'speed',
        'acceleration',
        'equations of motion',
        'kinematics',
        'free fall',
        'free-fall',
        'acceleration due to gravity',
        'displacement',
        'uniformly accelerated motion',
      ],
    },
    title: { ar: 'السرعة والعجلة ومعادلات الحركة', en: 'Velocity, acceleration and the equations of motion' },
    body: {
      ar: md`
        **السرعة المتجهة** هي معدل تغير الإزاحة بالنسبة للزمن $v = \frac{\Delta x}{\Delta t}$ وتقاس بوحدة $\text{m/s}$، و**العجلة** هي معدل تغير السرعة بالنسبة للزمن $a = \frac{\Delta v}{\Delta t}$ وتقاس بوحدة $\text{m/s}^2$، وتكون سالبة (تقصيرية) عندما تتناقص السرعة. وميل منحنى (الإزاحة – الزمن) يساوي السرعة، وميل منحنى (السرعة – الزمن) يساوي العجلة.

        **معادلات الحركة بعجلة منتظمة:**

        - $v_f = v_i + at$
        - $d = v_i t + \frac{1}{2}at^2$
        - $v_f^2 = v_i^2 + 2ad$

        **السقوط الحر:** تسقط الأجسام كلها بالعجلة نفسها $g \approx 9.8\,\text{m/s}^2$ بإهمال مقاومة الهواء، فنعوض في المعادلات بـ $a = g$. **مثال:** جسم يسقط من السكون لمدة $3\,\text{s}$ تصبح سرعته $v_f = 0 + 9.8 \times 3 = 29.4\,\text{m/s}$ ويقطع مسافة $d = \frac{1}{2} \times 9.8 \times 3^2 = 44.1\,\text{m}$.

        **سؤال للتأكد:** ماذا تمثل المساحة تحت منحنى (السرعة – الزمن)؟
      `,
      en: md`
        **Velocity** is the rate of change of displacement with time, $v = \frac{\Delta x}{\Delta t}$, measured in $\text{m/s}$; **acceleration** is the rate of change of velocity with time, $a = \frac{\Delta v}{\Delta t}$, measured in $\text{m/s}^2$, and it is negative (deceleration) when the speed decreases. The slope of a displacement–time graph gives the velocity, and the slope of a velocity–time graph gives the acceleration.

        **Equations of uniformly accelerated motion:**

        - $v_f = v_i + at$
        - $d = v_i t + \frac{1}{2}at^2$
        - $v_f^2 = v_i^2 + 2ad$

        **Free fall:** all bodies fall with the same acceleration $g \approx 9.8\,\text{m/s}^2$ when air resistance is neglected, so we substitute $a = g$ in the equations. **Example:** a body dropped from rest for $3\,\text{s}$ reaches $v_f = 0 + 9.8 \times 3 = 29.4\,\text{m/s}$ and falls $d = \frac{1}{2} \times 9.8 \times 3^2 = 44.1\,\text{m}$.

        **Check yourself:** what does the area under a velocity–time graph represent?
      `,
    },
  },
  {
    id: 'physics-work-energy',
    subject: 'physics',
    keywords: {
      ar: [
        'الشغل',
        'الشغل والطاقة',
        'الشغل المبذول',
        'الطاقة الحركية',
        'طاقة الحركة',
        'طاقة الوضع',
        'الطاقة الميكانيكية',
        'بقاء الطاقة الميكانيكية',
        'الجول',
      ],
      en: [
        'work',
        'work and energy',
        'work done',
        'kinetic energy',
        'potential energy',
        'mechanical energy',
        'conservation of mechanical energy',
        'work-energy theorem',
        'joule',
      ],
    },
    title: { ar: 'الشغل وطاقة الحركة وطاقة الوضع', en: 'Work, kinetic energy and potential energy' },
    body: {
      ar: md`
        **الشغل** هو حاصل الضرب القياسي للقوة في الإزاحة: $W = Fd\cos\theta$، حيث $\theta$ الزاوية بين القوة والإزاحة، ووحدته الجول $1\,\text{J} = 1\,\text{N}\cdot\text{m}$. ولا يُبذل شغل إذا كانت القوة عمودية على الإزاحة.

        **طاقة الحركة:** $KE = \frac{1}{2}mv^2$، و**طاقة الوضع** لجسم على ارتفاع $h$ من سطح الأرض: $PE = mgh$.

        **نظرية الشغل والطاقة:** الشغل الذي تبذله القوة المحصلة يساوي التغير في طاقة حركة الجسم $W = \Delta KE$.

        **بقاء الطاقة الميكانيكية:** في غياب الاحتكاك يظل مجموع طاقتي الوضع والحركة ثابتًا $PE + KE = \text{const}$، فما تفقده إحداهما تكسبه الأخرى.

        **مثال:** جسم كتلته $2\,\text{kg}$ يتحرك بسرعة $3\,\text{m/s}$، فطاقة حركته $KE = \frac{1}{2} \times 2 \times 3^2 = 9\,\text{J}$.

        **سؤال للتأكد:** ماذا يحدث لطاقة حركة جسم إذا تضاعفت سرعته؟
      `,
      en: md`
        **Work** is the scalar product of force and displacement: $W = Fd\cos\theta$, where $\theta$ is the angle between the force and the displacement; its unit is the joule, $1\,\text{J} = 1\,\text{N}\cdot\text{m}$. No work is done when the force is perpendicular to the displacement.

        **Kinetic energy:** $KE = \frac{1}{2}mv^2$, and the **potential energy** of a body at height $h$ above the ground: $PE = mgh$.

        **Work–energy theorem:** the work done by the resultant force equals the change in the body's kinetic energy, $W = \Delta KE$.

        **Conservation of mechanical energy:** without friction the sum of potential and kinetic energy stays constant, $PE + KE = \text{const}$, so whatever one loses the other gains.

        **Example:** a $2\,\text{kg}$ body moving at $3\,\text{m/s}$ has kinetic energy $KE = \frac{1}{2} \times 2 \times 3^2 = 9\,\text{J}$.

        **Check yourself:** what happens to a body's kinetic energy if its speed is doubled?
      `,
    },
  },
  {
    id: 'physics-power',
    subject: 'physics',
    keywords: {
      ar: ['القدرة', 'القدرة الميكانيكية', 'الشغل والقدرة', 'معدل بذل الشغل', 'الوات', 'الكيلووات', 'الحصان الميكانيكي'],
      en: ['power', 'mechanical power', 'work and power', 'rate of doing work', 'watt', 'kilowatt', 'horsepower'],
    },
    title: { ar: 'القدرة: معدل بذل الشغل', en: 'Power: the rate of doing work' },
    body: {
      ar: md`
        **القدرة** هي المعدل الزمني لبذل الشغل (أو لتحويل الطاقة):

        $P = \frac{W}{t}$

        ووحدتها الوات $1\,\text{W} = 1\,\text{J/s}$، ومن وحداتها العملية الكيلووات والحصان الميكانيكي $1\,\text{hp} \approx 746\,\text{W}$.

        **الفرق بين الشغل والقدرة:** الشغل هو مقدار الطاقة المنقولة ولا يدخل فيه الزمن، أما القدرة فتبين مدى سرعة بذل هذا الشغل؛ فإذا بذل شخصان الشغل نفسه كان الأسرع إنجازًا هو الأكبر قدرة.

        وإذا تحرك جسم بسرعة ثابتة $v$ بفعل قوة $F$ في اتجاه حركته فإن قدرتها $P = Fv$.

        **مثال:** محرك يبذل شغلًا مقداره $6000\,\text{J}$ في $20\,\text{s}$، فقدرته $P = \frac{6000}{20} = 300\,\text{W}$.

        **سؤال للتأكد:** طالب يصعد السلم نفسه مرة في $10\,\text{s}$ ومرة في $20\,\text{s}$، ففي أي مرة تكون قدرته أكبر؟
      `,
      en: md`
        **Power** is the rate of doing work (or of transferring energy):

        $P = \frac{W}{t}$

        Its unit is the watt, $1\,\text{W} = 1\,\text{J/s}$; practical units include the kilowatt and the horsepower, $1\,\text{hp} \approx 746\,\text{W}$.

        **Work versus power:** work is the amount of energy transferred and does not involve time, while power tells how quickly that work is done; if two people do the same work, the faster one has the greater power.

        If a body moves at a constant velocity $v$ under a force $F$ along its motion, the power of the force is $P = Fv$.

        **Example:** an engine does $6000\,\text{J}$ of work in $20\,\text{s}$, so its power is $P = \frac{6000}{20} = 300\,\text{W}$.

        **Check yourself:** a student climbs the same stairs once in $10\,\text{s}$ and once in $20\,\text{s}$; in which case is the power greater?
      `,
    },
  },
  {
    id: 'physics-pressure-pascal-archimedes',
    subject: 'physics',
    keywords: {
      ar: [
        'الضغط',
        'ضغط السائل',
        'قاعدة باسكال',
        'مبدأ باسكال',
        'المكبس الهيدروليكي',
        'قاعدة أرشميدس',
        'مبدأ أرشميدس',
        'ارشميدس',
        'قوة الدفع',
        'الطفو',
      ],
      en: [
        'pressure',
        'liquid pressure',
        "Pascal's principle",
        "Pascal's law",
        'hydraulic press',
        "Archimedes' principle",
        'Archimedes',
        'buoyant force',
        'upthrust',
        'buoyancy',
      ],
    },
    title: { ar: 'الضغط وقاعدتا باسكال وأرشميدس', en: "Pressure, Pascal's principle and Archimedes' principle" },
    body: {
      ar: md`
        **الضغط** هو القوة العمودية المؤثرة على وحدة المساحات: $P = \frac{F}{A}$، ويقاس بالباسكال $1\,\text{Pa} = 1\,\text{N/m}^2$. والضغط عند عمق $h$ في سائل كثافته $\rho$ هو $P = P_a + \rho g h$، ولا يتوقف على شكل الإناء.

        **قاعدة باسكال:** الضغط الواقع على سائل محبوس ينتقل بتمامه إلى جميع أجزاء السائل وإلى جدران الإناء، وعليها يعمل المكبس الهيدروليكي وفرامل السيارات: $\frac{F}{A} = \frac{f}{a}$.

        **قاعدة أرشميدس:** الجسم المغمور كليًا أو جزئيًا في مائع يلقى قوة دفع لأعلى تساوي وزن المائع الذي يزيحه: $F_b = \rho V g$. ويطفو الجسم إذا كانت كثافته أقل من كثافة المائع.

        **مثال:** قوة $100\,\text{N}$ تؤثر على مكبس صغير مساحته $0.01\,\text{m}^2$، ومساحة المكبس الكبير $0.5\,\text{m}^2$، فتكون القوة عليه $F = 100 \times \frac{0.5}{0.01} = 5000\,\text{N}$.

        **سؤال للتأكد:** لماذا يطفو لوح الخشب على سطح الماء بينما يغوص مسمار صغير من الحديد؟
      `,
      en: md`
        **Pressure** is the normal force acting per unit area: $P = \frac{F}{A}$, measured in pascals, $1\,\text{Pa} = 1\,\text{N/m}^2$. The pressure at depth $h$ in a liquid of density $\rho$ is $P = P_a + \rho g h$, and it does not depend on the shape of the vessel.

        **Pascal's principle:** pressure applied to an enclosed liquid is transmitted undiminished to every part of the liquid and to the walls of the vessel; the hydraulic press and car brakes work this way: $\frac{F}{A} = \frac{f}{a}$.

        **Archimedes' principle:** a body wholly or partly immersed in a fluid feels an upward buoyant force equal to the weight of the fluid it displaces: $F_b = \rho V g$. A body floats if its density is less than that of the fluid.

        **Example:** a force of $100\,\text{N}$ acts on a small piston of area $0.01\,\text{m}^2$ and the large piston has an area of $0.5\,\text{m}^2$, so the force on it is $F = 100 \times \frac{0.5}{0.01} = 5000\,\text{N}$.

        **Check yourself:** why does a plank of wood float on water while a small iron nail sinks?
      `,
    },
  },
  {
    id: 'physics-density',
    subject: 'physics',
    keywords: {
      ar: ['الكثافة', 'الكثافه', 'كثافة المادة', 'الكثافة النسبية', 'كثافة الماء', 'كتلة وحدة الحجوم'],
      en: ['density', 'mass density', 'relative density', 'density of water', 'water density', 'specific gravity', 'mass per unit volume'],
    },
    title: { ar: 'الكثافة والكثافة النسبية', en: 'Density and relative density' },
    body: {
      ar: md`
        **الكثافة** هي كتلة وحدة الحجوم من المادة:

        $\rho = \frac{m}{V}$

        وتقاس بوحدة $\text{kg/m}^3$ أو $\text{g/cm}^3$، وكثافة الماء النقي نحو $1000\,\text{kg/m}^3$ أي $1\,\text{g/cm}^3$. والكثافة خاصية مميزة للمادة لا تتغير بتغير حجم العينة، لكنها تتأثر بدرجة الحرارة؛ فمعظم المواد تقل كثافتها بالتسخين لأن حجمها يزداد وكتلتها ثابتة.

        **الكثافة النسبية** هي النسبة بين كثافة المادة وكثافة الماء عند درجة الحرارة نفسها، وليس لها وحدة: $\rho_r = \frac{\rho}{\rho_w}$.

        **مثال:** قطعة معدن كتلتها $540\,\text{g}$ وحجمها $200\,\text{cm}^3$، فكثافتها $\rho = \frac{540}{200} = 2.7\,\text{g/cm}^3$ وكثافتها النسبية $2.7$، وهي كثافة الألومنيوم.

        **سؤال للتأكد:** هل يطفو على سطح الماء جسم كثافته $0.8\,\text{g/cm}^3$ أم يغوص فيه؟
      `,
      en: md`
        **Density** is the mass per unit volume of a substance:

        $\rho = \frac{m}{V}$

        It is measured in $\text{kg/m}^3$ or $\text{g/cm}^3$; the density of pure water is about $1000\,\text{kg/m}^3$, that is $1\,\text{g/cm}^3$. Density is a characteristic property of a substance that does not change with the size of the sample, but it does depend on temperature: most substances become less dense when heated, because their volume grows while their mass stays the same.

        **Relative density** is the ratio of the density of a substance to the density of water at the same temperature, and it has no unit: $\rho_r = \frac{\rho}{\rho_w}$.

        **Example:** a piece of metal of mass $540\,\text{g}$ and volume $200\,\text{cm}^3$ has density $\rho = \frac{540}{200} = 2.7\,\text{g/cm}^3$ and relative density $2.7$, the density of aluminium.

        **Check yourself:** does a body of density $0.8\,\text{g/cm}^3$ float on water or sink in it?
      `,
    },
  },
  {
    id: 'physics-kirchhoffs-laws',
    subject: 'physics',
    keywords: {
      ar: [
        'قانونا كيرشوف',
        'قوانين كيرشوف',
        'قانون كيرشوف الأول',
        'قانون كيرشوف الثاني',
        'كيرشوف',
        'كيرتشوف',
        'نقطة التفرع',
        'المسار المغلق',
      ],
      en: [
        "Kirchhoff's laws",
        "Kirchhoff's first law",
        "Kirchhoff's second law",
        "Kirchhoff's current law",
        "Kirchhoff's voltage law",
        'Kirchhoff',
        'Kirchoff',
        'junction rule',
        'loop rule',
      ],
    },
    title: { ar: 'قانونا كيرشوف', en: "Kirchhoff's laws" },
    body: {
      ar: md`
        يستخدم قانونا كيرشوف في حل الدوائر الكهربية التي لا يمكن تبسيطها إلى توصيل على التوالي والتوازي فقط.

        **قانون كيرشوف الأول (قانون بقاء الشحنة):** مجموع التيارات الداخلة إلى نقطة تفرع يساوي مجموع التيارات الخارجة منها، أي أن المجموع الجبري للتيارات عند نقطة التفرع يساوي صفرًا:

        $\sum I = 0$

        **قانون كيرشوف الثاني (قانون بقاء الطاقة):** في أي مسار مغلق يكون المجموع الجبري للقوى الدافعة الكهربية مساويًا للمجموع الجبري لفروق الجهد على المقاومات:

        $\sum V_B = \sum IR$

        **مثال:** يدخل نقطة تفرع تياران $3\,\text{A}$ و $2\,\text{A}$ ويخرج منها سلك واحد، فيكون تياره $5\,\text{A}$. وفي مسار مغلق فيه بطارية $12\,\text{V}$ مهملة المقاومة الداخلية ومقاومتان $4\,\Omega$ و $2\,\Omega$ يكون $12 = I(4 + 2)$، أي $I = 2\,\text{A}$.

        **سؤال للتأكد:** على أي قانون من قوانين البقاء يقوم قانون كيرشوف الأول؟
      `,
      en: md`
        Kirchhoff's laws are used to solve electric circuits that cannot be reduced to resistors in series and in parallel alone.

        **Kirchhoff's first law (conservation of charge):** the sum of the currents entering a junction equals the sum of the currents leaving it, so the algebraic sum of the currents at a junction is zero:

        $\sum I = 0$

        **Kirchhoff's second law (conservation of energy):** around any closed loop, the algebraic sum of the electromotive forces equals the algebraic sum of the potential drops across the resistors:

        $\sum V_B = \sum IR$

        **Example:** currents of $3\,\text{A}$ and $2\,\text{A}$ enter a junction and a single wire leaves it, so it carries $5\,\text{A}$. In a loop with a $12\,\text{V}$ battery of negligible internal resistance and resistors of $4\,\Omega$ and $2\,\Omega$, $12 = I(4 + 2)$, so $I = 2\,\text{A}$.

        **Check yourself:** which conservation law is Kirchhoff's first law based on?
      `,
    },
  },
  {
    id: 'physics-electromagnetic-induction',
    subject: 'physics',
    keywords: {
      ar: [
        'الحث الكهرومغناطيسي',
        'الحث الكهرومغناطيسى',
        'الحث',
        'قانون فاراداي',
        'فاراداي',
        'قاعدة لنز',
        'قانون لنز',
        'القوة الدافعة المستحثة',
        'التيار المستحث',
        'المولد الكهربي',
        'الدينامو',
        'المحول الكهربي',
      ],
      en: [
        'electromagnetic induction',
        'induction',
        "Faraday's law",
        "Lenz's law",
        "Lenz's rule",
        'induced emf',
        'induced current',
        'generator',
        'dynamo',
        'transformer',
      ],
    },
    title: { ar: 'الحث الكهرومغناطيسي وقانون فاراداي وقاعدة لنز', en: "Electromagnetic induction, Faraday's law and Lenz's rule" },
    body: {
      ar: md`
        **الحث الكهرومغناطيسي** هو تولد قوة دافعة كهربية مستحثة في ملف (وتيار مستحث إذا كانت الدائرة مغلقة) عندما يتغير الفيض المغناطيسي الذي يخترقه.

        **قانون فاراداي:** القوة الدافعة المستحثة تتناسب طرديًا مع المعدل الزمني للتغير في الفيض المغناطيسي ومع عدد لفات الملف:

        $\text{emf} = -N\frac{\Delta \phi_m}{\Delta t}$

        **قاعدة لنز:** يكون اتجاه التيار المستحث بحيث يقاوم التغير المسبب له، وهذا معنى الإشارة السالبة، وهي صورة من قانون بقاء الطاقة.

        **مثال:** ملف عدد لفاته $100$ يتغير الفيض خلاله بمقدار $0.02\,\text{Wb}$ في $0.1\,\text{s}$، فمقدار القوة الدافعة المستحثة $100 \times \frac{0.02}{0.1} = 20\,\text{V}$.

        ومن تطبيقاته المولد الكهربي (الدينامو) والمحول الكهربي الذي يحقق $\frac{V_s}{V_p} = \frac{N_s}{N_p}$.

        **سؤال للتأكد:** لماذا لا يتولد تيار مستحث في ملف ساكن بجوار مغناطيس ساكن؟
      `,
      en: md`
        **Electromagnetic induction** is the generation of an induced electromotive force in a coil (and of an induced current if the circuit is closed) whenever the magnetic flux through it changes.

        **Faraday's law:** the induced emf is directly proportional to the rate of change of the magnetic flux and to the number of turns of the coil:

        $\text{emf} = -N\frac{\Delta \phi_m}{\Delta t}$

        **Lenz's rule:** the induced current flows in the direction that opposes the change producing it; this is the meaning of the minus sign, and it is a form of the conservation of energy.

        **Example:** the flux through a coil of $100$ turns changes by $0.02\,\text{Wb}$ in $0.1\,\text{s}$, so the induced emf is $100 \times \frac{0.02}{0.1} = 20\,\text{V}$.

        Its applications include the electric generator (dynamo) and the transformer, for which $\frac{V_s}{V_p} = \frac{N_s}{N_p}$.

        **Check yourself:** why is no current induced in a stationary coil next to a stationary magnet?
      `,
    },
  },
  {
    id: 'physics-photoelectric-effect',
    subject: 'physics',
    keywords: {
      ar: [
        'الظاهرة الكهروضوئية',
        'التأثير الكهروضوئي',
        'الكهروضوئية',
        'دالة الشغل',
        'التردد الحرج',
        'الفوتون',
        'الفوتونات',
        'ثابت بلانك',
        'معادلة أينشتين الكهروضوئية',
      ],
      en: [
        'photoelectric effect',
        'photoelectric',
        'work function',
        'threshold frequency',
        'photon',
        'photons',
        "Planck's constant",
        'photoelectrons',
        "Einstein's photoelectric equation",
      ],
    },
    title: { ar: 'الظاهرة الكهروضوئية', en: 'The photoelectric effect' },
    body: {
      ar: md`
        **الظاهرة الكهروضوئية** هي انبعاث إلكترونات من سطح فلز عندما يسقط عليه ضوء له تردد مناسب. وقد فسرها أينشتين بأن الضوء سيل من الفوتونات، طاقة كل منها:

        $E = h\nu$

        حيث $h = 6.625 \times 10^{-34}\,\text{J}\cdot\text{s}$ ثابت بلانك و $\nu$ تردد الضوء.

        **دالة الشغل** $E_w$ هي أقل طاقة لازمة لتحرير إلكترون من سطح الفلز، وتساوي $h\nu_c$ حيث $\nu_c$ التردد الحرج. **معادلة أينشتين:** $h\nu = E_w + KE_{\max}$.

        **حقائق مهمة:** لا تنبعث إلكترونات إذا كان تردد الضوء أقل من التردد الحرج مهما زادت شدته، وطاقة حركة الإلكترونات تتوقف على التردد لا على الشدة، بينما تزيد الشدة عدد الإلكترونات المنبعثة فتزداد شدة التيار الكهروضوئي.

        **مثال:** فوتون طاقته $5\,\text{eV}$ يسقط على فلز دالة شغله $3\,\text{eV}$، فتكون أقصى طاقة حركة للإلكترون المنبعث $2\,\text{eV}$.

        **سؤال للتأكد:** ماذا يحدث لعدد الإلكترونات المنبعثة إذا زادت شدة الضوء مع ثبوت تردده؟
      `,
      en: md`
        The **photoelectric effect** is the emission of electrons from a metal surface when light of a suitable frequency falls on it. Einstein explained it by treating light as a stream of photons, each with energy:

        $E = h\nu$

        where $h = 6.625 \times 10^{-34}\,\text{J}\cdot\text{s}$ is Planck's constant and $\nu$ the frequency of the light.

        The **work function** $E_w$ is the least energy needed to free an electron from the metal surface, and it equals $h\nu_c$, where $\nu_c$ is the threshold frequency. **Einstein's equation:** $h\nu = E_w + KE_{\max}$.

        **Key facts:** no electrons are emitted if the frequency is below the threshold frequency, however intense the light; the kinetic energy of the electrons depends on the frequency, not on the intensity; a higher intensity releases more electrons, so the photoelectric current grows.

        **Example:** a photon of $5\,\text{eV}$ falls on a metal whose work function is $3\,\text{eV}$, so the emitted electron has a maximum kinetic energy of $2\,\text{eV}$.

        **Check yourself:** what happens to the number of emitted electrons if the light becomes more intense at the same frequency?
      `,
    },
  },
  {
    id: 'physics-waves',
    subject: 'physics',
    keywords: {
      ar: [
        'الموجات',
        'الموجة',
        'الطول الموجي',
        'التردد',
        'سرعة الموجة',
        'الموجات المستعرضة',
        'الموجات الطولية',
        'الحركة الموجية',
        'الهرتز',
      ],
      en: ['waves', 'wave', 'wavelength', 'frequency', 'wave speed', 'transverse waves', 'longitudinal waves', 'wave motion', 'hertz'],
    },
    title: { ar: 'الموجات: الطول الموجي والتردد والسرعة', en: 'Waves: wavelength, frequency and speed' },
    body: {
      ar: md`
        **الموجة** اضطراب ينتشر في الوسط وينقل الطاقة في اتجاه انتشاره دون أن تنتقل جزيئات الوسط معه. في **الموجات المستعرضة** تهتز جزيئات الوسط عموديًا على اتجاه الانتشار فتتكون قمم وقيعان، وفي **الموجات الطولية** تهتز الجزيئات في اتجاه الانتشار فتتكون تضاغطات وتخلخلات، مثل موجات الصوت.

        **الطول الموجي** $\lambda$ هو المسافة بين قمتين متتاليتين أو تضاغطين متتاليين، و**التردد** $\nu$ هو عدد الموجات الكاملة التي تمر بنقطة في الثانية الواحدة ويقاس بالهرتز، والزمن الدوري $T = \frac{1}{\nu}$.

        **العلاقة الأساسية:**

        $v = \lambda \nu$

        **مثال:** موجة صوتية ترددها $680\,\text{Hz}$ تنتشر في الهواء بسرعة $340\,\text{m/s}$، فطولها الموجي $\lambda = \frac{340}{680} = 0.5\,\text{m}$.

        **سؤال للتأكد:** ماذا يحدث للطول الموجي إذا تضاعف التردد والموجة تنتشر في الوسط نفسه؟
      `,
      en: md`
        A **wave** is a disturbance that travels through a medium and carries energy in its direction of travel without carrying the particles of the medium with it. In **transverse waves** the particles vibrate perpendicular to the direction of travel, forming crests and troughs; in **longitudinal waves** they vibrate along the direction of travel, forming compressions and rarefactions, as in sound.

        The **wavelength** $\lambda$ is the distance between two successive crests or two successive compressions, and the **frequency** $\nu$ is the number of complete waves passing a point each second, measured in hertz; the periodic time is $T = \frac{1}{\nu}$.

        **The basic relation:**

        $v = \lambda \nu$

        **Example:** a sound wave of frequency $680\,\text{Hz}$ travels in air at $340\,\text{m/s}$, so its wavelength is $\lambda = \frac{340}{680} = 0.5\,\text{m}$.

        **Check yourself:** what happens to the wavelength if the frequency is doubled while the wave travels in the same medium?
      `,
    },
  },
  {
    id: 'physics-specific-heat',
    subject: 'physics',
    keywords: {
      ar: ['الحرارة النوعية', 'الحراره النوعيه', 'السعة الحرارية', 'كمية الحرارة', 'كمية الحرارة المكتسبة', 'تسخين الماء'],
      en: ['specific heat capacity', 'specific heat', 'heat capacity', 'quantity of heat', 'amount of heat', 'calorimetry'],
    },
    title: { ar: 'الحرارة النوعية وكمية الحرارة', en: 'Specific heat capacity and quantity of heat' },
    body: {
      ar: md`
        **الحرارة النوعية** لمادة هي كمية الحرارة اللازمة لرفع درجة حرارة $1\,\text{kg}$ منها درجة واحدة، وتقاس بوحدة $\text{J}/(\text{kg}\cdot\text{K})$. وكمية الحرارة التي يكتسبها جسم أو يفقدها:

        $Q = mc\Delta T$

        حيث $m$ الكتلة و $c$ الحرارة النوعية و $\Delta T$ التغير في درجة الحرارة. أما **السعة الحرارية** للجسم كله فهي $C = mc$.

        الحرارة النوعية للماء كبيرة (نحو $4200\,\text{J}/(\text{kg}\cdot\text{K})$)، لذلك يسخن الماء ويبرد ببطء، فيستخدم في تبريد محركات السيارات، ويلطف مناخ المناطق الساحلية.

        **مثال:** لتسخين $2\,\text{kg}$ من الماء من $20^\circ\text{C}$ إلى $70^\circ\text{C}$ يلزم $Q = 2 \times 4200 \times 50 = 4.2 \times 10^5\,\text{J}$.

        **سؤال للتأكد:** أيهما ترتفع درجة حرارته أكثر إذا اكتسب كمية الحرارة نفسها: $1\,\text{kg}$ من الماء أم $1\,\text{kg}$ من الحديد؟
      `,
      en: md`
        The **specific heat capacity** of a substance is the quantity of heat needed to raise the temperature of $1\,\text{kg}$ of it by one degree; it is measured in $\text{J}/(\text{kg}\cdot\text{K})$. The heat a body gains or loses is:

        $Q = mc\Delta T$

        where $m$ is the mass, $c$ the specific heat capacity and $\Delta T$ the change in temperature. The **heat capacity** of the whole body is $C = mc$.

        Water has a large specific heat capacity (about $4200\,\text{J}/(\text{kg}\cdot\text{K})$), so it heats up and cools down slowly; that is why it is used to cool car engines and why it moderates the climate of coastal regions.

        **Example:** heating $2\,\text{kg}$ of water from $20^\circ\text{C}$ to $70^\circ\text{C}$ needs $Q = 2 \times 4200 \times 50 = 4.2 \times 10^5\,\text{J}$.

        **Check yourself:** which warms up more when given the same quantity of heat: $1\,\text{kg}$ of water or $1\,\text{kg}$ of iron?
      `,
    },
  },
  {
    id: 'physics-magnetic-field',
    subject: 'physics',
    keywords: {
      ar: [
        'المجال المغناطيسي',
        'كثافة الفيض المغناطيسي',
        'الفيض المغناطيسي',
        'التأثير المغناطيسي للتيار',
        'قاعدة فلمنج لليد اليسرى',
        'قاعدة قبضة اليد اليمنى',
        'الملف اللولبي',
        'التسلا',
      ],
      en: [
        'magnetic field',
        'magnetic flux density',
        'magnetic flux',
        'magnetic effect of current',
        "Fleming's left-hand rule",
        'right-hand grip rule',
        'solenoid',
        'tesla',
      ],
    },
    title: { ar: 'المجال المغناطيسي للتيار والقوة على سلك', en: 'The magnetic field of a current and the force on a wire' },
    body: {
      ar: md`
        يتولد حول أي سلك يمر به تيار كهربي **مجال مغناطيسي** يقاس بكثافة الفيض المغناطيسي $B$ بوحدة التسلا $\text{T}$.

        **سلك مستقيم طويل:** $B = \frac{\mu I}{2\pi d}$، حيث $d$ البعد عن السلك و $\mu = 4\pi \times 10^{-7}\,\text{Wb}/(\text{A}\cdot\text{m})$ للهواء، ويحدد اتجاه المجال بقاعدة قبضة اليد اليمنى.

        **ملف لولبي:** $B = \mu n I$ حيث $n$ عدد اللفات لوحدة الأطوال، والمجال داخله منتظم.

        **القوة على سلك في مجال مغناطيسي:** $F = BIL\sin\theta$، وتكون أكبر ما يمكن عندما يكون السلك عموديًا على المجال وتنعدم عندما يوازيه، ويحدد اتجاهها بقاعدة فلمنج لليد اليسرى. وعلى هذه القوة يقوم عمل المحرك الكهربي والجلفانومتر.

        **مثال:** سلك طوله $0.2\,\text{m}$ يمر به تيار $5\,\text{A}$ عموديًا على مجال $0.3\,\text{T}$ تؤثر عليه قوة $F = 0.3 \times 5 \times 0.2 = 0.3\,\text{N}$.

        **سؤال للتأكد:** متى تنعدم القوة المغناطيسية المؤثرة على سلك يمر به تيار وموضوع في مجال مغناطيسي؟
      `,
      en: md`
        Every wire carrying an electric current is surrounded by a **magnetic field**, measured by its magnetic flux density $B$ in teslas $\text{T}$.

        **Long straight wire:** $B = \frac{\mu I}{2\pi d}$, where $d$ is the distance from the wire and $\mu = 4\pi \times 10^{-7}\,\text{Wb}/(\text{A}\cdot\text{m})$ for air; the direction of the field is given by the right-hand grip rule.

        **Solenoid:** $B = \mu n I$, where $n$ is the number of turns per unit length; the field inside is uniform.

        **Force on a wire in a magnetic field:** $F = BIL\sin\theta$; it is greatest when the wire is perpendicular to the field and zero when the wire is parallel to it, and its direction is given by Fleming's left-hand rule. The electric motor and the galvanometer work on this force.

        **Example:** a wire $0.2\,\text{m}$ long carrying $5\,\text{A}$ at right angles to a $0.3\,\text{T}$ field feels a force $F = 0.3 \times 5 \times 0.2 = 0.3\,\text{N}$.

        **Check yourself:** when is the magnetic force on a current-carrying wire in a magnetic field zero?
      `,
    },
  },
  {
    id: 'physics-light-refraction',
    subject: 'physics',
    keywords: {
      ar: ['انكسار الضوء', 'الانكسار', 'معامل الانكسار', 'قانون سنل', 'الزاوية الحرجة', 'الانعكاس الكلي', 'الألياف الضوئية'],
      en: ['refraction', 'refraction of light', 'refractive index', "Snell's law", 'critical angle', 'total internal reflection', 'optical fibres'],
    },
    title: { ar: 'انكسار الضوء ومعامل الانكسار', en: 'Refraction of light and the refractive index' },
    body: {
      ar: md`
        **الانكسار** هو تغير اتجاه الضوء عند انتقاله بين وسطين شفافين مختلفين، بسبب اختلاف سرعته فيهما.

        **معامل الانكسار المطلق** لوسط هو النسبة بين سرعة الضوء في الفراغ وسرعته في الوسط: $n = \frac{c}{v}$، وهو دائمًا أكبر من الواحد.

        **قانون سنل:** $n_1 \sin\theta_1 = n_2 \sin\theta_2$؛ فالضوء المنتقل إلى وسط أكبر كثافة ضوئية ينكسر مقتربًا من العمود المقام.

        **الزاوية الحرجة** هي زاوية السقوط في الوسط الأكبر كثافة ضوئية التي تقابلها زاوية انكسار $90^\circ$، و $\sin\phi_c = \frac{1}{n}$ عند الانتقال إلى الهواء. وإذا زادت زاوية السقوط عليها حدث **انعكاس كلي**، وهو أساس عمل الألياف الضوئية.

        **مثال:** معامل انكسار الزجاج $1.5$، فسرعة الضوء فيه $v = \frac{3 \times 10^8}{1.5} = 2 \times 10^8\,\text{m/s}$.

        **سؤال للتأكد:** هل ينكسر الضوء مقتربًا من العمود المقام أم مبتعدًا عنه عند خروجه من الماء إلى الهواء؟
      `,
      en: md`
        **Refraction** is the change in direction of light as it passes between two different transparent media, because its speed differs in them.

        The **absolute refractive index** of a medium is the ratio of the speed of light in vacuum to its speed in the medium: $n = \frac{c}{v}$, which is always greater than one.

        **Snell's law:** $n_1 \sin\theta_1 = n_2 \sin\theta_2$, so light entering an optically denser medium bends towards the normal.

        The **critical angle** is the angle of incidence in the optically denser medium for which the angle of refraction is $90^\circ$; $\sin\phi_c = \frac{1}{n}$ when the light passes into air. At larger angles of incidence **total internal reflection** occurs, the principle behind optical fibres.

        **Example:** the refractive index of glass is $1.5$, so the speed of light in it is $v = \frac{3 \times 10^8}{1.5} = 2 \times 10^8\,\text{m/s}$.

        **Check yourself:** does light bend towards the normal or away from it when it passes from water into air?
      `,
    },
  },
  {
    id: 'physics-gas-laws',
    subject: 'physics',
    keywords: {
      ar: ['قوانين الغازات', 'قانون بويل', 'قانون شارل', 'قانون الضغط', 'قانون جولي', 'الصفر المطلق', 'الغاز المثالي'],
      en: ['gas laws', "Boyle's law", "Charles's law", "Charles' law", 'pressure law', 'absolute zero', 'ideal gas'],
    },
    title: { ar: 'قوانين الغازات: بويل وشارل والضغط', en: "Gas laws: Boyle's law, Charles's law and the pressure law" },
    body: {
      ar: md`
        تصف قوانين الغازات العلاقة بين الضغط $P$ والحجم $V$ ودرجة الحرارة المطلقة $T$ لكمية ثابتة من الغاز، وتستخدم فيها درجة الحرارة على تدريج كلفن: $T = t + 273$.

        **قانون بويل:** عند ثبوت درجة الحرارة يتناسب حجم الغاز عكسيًا مع ضغطه: $P_1 V_1 = P_2 V_2$.

        **قانون شارل:** عند ثبوت الضغط يتناسب الحجم طرديًا مع درجة الحرارة المطلقة: $\frac{V_1}{T_1} = \frac{V_2}{T_2}$.

        **قانون الضغط (جولي):** عند ثبوت الحجم يتناسب الضغط طرديًا مع درجة الحرارة المطلقة: $\frac{P_1}{T_1} = \frac{P_2}{T_2}$.

        و**الصفر المطلق** ($0\,\text{K} = -273^\circ\text{C}$) هو درجة الحرارة التي ينعدم عندها نظريًا حجم الغاز وضغطه.

        **مثال:** غاز حجمه $3\,\text{L}$ عند $27^\circ\text{C}$ أي $300\,\text{K}$ سُخّن تحت ضغط ثابت إلى $327^\circ\text{C}$ أي $600\,\text{K}$، فيصبح حجمه $V_2 = 3 \times \frac{600}{300} = 6\,\text{L}$.

        **سؤال للتأكد:** لماذا يجب تحويل درجة الحرارة إلى كلفن قبل التعويض في قانون شارل؟
      `,
      en: md`
        The gas laws relate the pressure $P$, the volume $V$ and the absolute temperature $T$ of a fixed amount of gas, with temperatures on the kelvin scale: $T = t + 273$.

        **Boyle's law:** at constant temperature the volume of a gas is inversely proportional to its pressure: $P_1 V_1 = P_2 V_2$.

        **Charles's law:** at constant pressure the volume is directly proportional to the absolute temperature: $\frac{V_1}{T_1} = \frac{V_2}{T_2}$.

        **The pressure law (Jolly's law):** at constant volume the pressure is directly proportional to the absolute temperature: $\frac{P_1}{T_1} = \frac{P_2}{T_2}$.

        **Absolute zero** ($0\,\text{K} = -273^\circ\text{C}$) is the temperature at which the volume and pressure of a gas would theoretically vanish.

        **Example:** a gas of volume $3\,\text{L}$ at $27^\circ\text{C}$, that is $300\,\text{K}$, is heated at constant pressure to $327^\circ\text{C}$, that is $600\,\text{K}$, so its volume becomes $V_2 = 3 \times \frac{600}{300} = 6\,\text{L}$.

        **Check yourself:** why must the temperature be converted to kelvin before using Charles's law?
      `,
    },
  },
];
